// Shared by the lab (start.mjs) and the screenshot script: where the lab
// listens and how to log in. Loopback only; the password guards nothing but a
// throwaway site whose data is deleted when the lab stops.
export const LAB_USER = 'admin';
export const LAB_PASSWORD = 'lab-only-password';
export const LAB_EMAIL = 'admin@example.com';

/** The port from LAB_PORT (default 8881); a bad value names the variable. */
export function labPort(env = process.env) {
  const raw = env.LAB_PORT ?? '8881';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1024 || port > 65535) {
    throw new Error(
      `LAB_PORT: «${raw}» — нужен номер порта от 1024 до 65535 (по умолчанию 8881)`,
    );
  }
  return port;
}

export function labUrl(env = process.env) {
  return `http://127.0.0.1:${labPort(env)}`;
}
