// The npm registry this project is built from serves only the Linux x64
// builds of native packages (@swc/core, @swc/html …). `npm install` then
// leaves the other platforms' optional packages out of package-lock.json,
// and `npm ci` rejects the lock as out of sync ("Missing: … from lock file").
// This adds the missing entries with the os/cpu/libc by which npm skips them
// on other machines. Run it after every `npm install`:
//   node scripts/complete-lockfile.js
const fs = require('node:fs');

// `@swc/core-darwin-arm64` names the platform after a hyphen; other
// packages name it after their scope (`@scope/windows-x64`) and say windows
// for win32.
const PLATFORM =
  /[-/](darwin|linux|win32|windows|freebsd|android)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64)/;
const OS = {windows: 'win32'};

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const meta of Object.values({...packages})) {
  for (const [name, version] of Object.entries(
    meta.optionalDependencies ?? {},
  )) {
    const key = `node_modules/${name}`;
    const platform = name.match(PLATFORM);
    if (packages[key] || !platform) {
      continue;
    }
    const libc = /-musl$/.test(name)
      ? ['musl']
      : /-gnu/.test(name)
        ? ['glibc']
        : undefined;
    packages[key] = {
      version,
      cpu: [platform[2]],
      os: [OS[platform[1]] ?? platform[1]],
      optional: true,
      ...(libc && {libc}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
