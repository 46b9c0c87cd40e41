// `npm run lab:wordpress`: a fresh WordPress in Russian with the four plugins
// the articles describe, on 127.0.0.1, for the screenshot script and for
// checking an article by hand. Everything lives in one temporary folder that
// is deleted on Ctrl+C. See README.md in this folder; the lab itself is
// lab.mjs, shared with the scenarios.
import {LAB_PASSWORD, LAB_USER, labPort} from './config.mjs';
import {LabError, startLab} from './lab.mjs';

function fail(message) {
  console.error(
    `lab:wordpress: ${message}\nКак получить файлы: lab/wordpress/README.md`,
  );
  process.exit(1);
}

let port;
try {
  port = labPort();
} catch (error) {
  fail(error.message);
}

let lab = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (lab) {
    await lab.stop();
    console.log(`\nОстановлено, данные удалены (${lab.work}).`);
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  lab = await startLab({
    port,
    onCrash: (message) => {
      console.error(`lab:wordpress: ${message}`);
      stop(1);
    },
  });
} catch (error) {
  if (error instanceof LabError) fail(error.message);
  console.error(`lab:wordpress: ${error.message}`);
  await stop(1);
}

console.log(lab.seedOut);
console.log(
  [
    '',
    `WordPress ${lab.version} (ru_RU) запущен за ${lab.seconds.toFixed(1)} с:`,
    `  Консоль:  ${lab.url}/wp-admin/`,
    `  Логин:    ${LAB_USER}`,
    `  Пароль:   ${LAB_PASSWORD}`,
    `  Данные:   ${lab.work}`,
    `  Письма:   ${lab.mailDir}`,
    `  Журнал PHP: ${lab.errorLog}`,
    'Ctrl+C останавливает PHP и MariaDB и удаляет данные.',
  ].join('\n'),
);
