// Preloaded by a test (NODE_OPTIONS=--import) into a `catalogue` process, to make its disk full:
// every file written, copied or linked under FULL_DISK_UNDER fails with ENOSPC, as Node reports
// it (a copy's error names its source as `path` and the file written as `dest`). Node's own
// functions are replaced, and syncBuiltinESMExports() hands the replacements to ES modules too.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const under = path.resolve(process.env.FULL_DISK_UNDER ?? '/nowhere');
const inside = (file) => typeof file === 'string' && (path.resolve(file) === under || path.resolve(file).startsWith(under + path.sep));
const full = (syscall, file, dest) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${file}'${dest ? ` -> '${dest}'` : ''}`), {
    errno: -28,
    code: 'ENOSPC',
    syscall,
    path: file,
    ...(dest ? { dest } : {}),
  });

for (const [name, syscall] of [['writeFile', 'open'], ['appendFile', 'open']]) {
  const sync = fs[`${name}Sync`];
  fs[`${name}Sync`] = (file, ...rest) => {
    if (inside(file)) throw full(syscall, file);
    return sync(file, ...rest);
  };
  const promised = fs.promises[name];
  fs.promises[name] = async (file, ...rest) => {
    if (inside(file)) throw full(syscall, file);
    return promised(file, ...rest);
  };
}
for (const [name, syscall] of [['copyFile', 'copyfile'], ['link', 'link']]) {
  const sync = fs[`${name}Sync`];
  fs[`${name}Sync`] = (from, to, ...rest) => {
    if (inside(to)) throw full(syscall, from, to);
    return sync(from, to, ...rest);
  };
  const promised = fs.promises[name];
  fs.promises[name] = async (from, to, ...rest) => {
    if (inside(to)) throw full(syscall, from, to);
    return promised(from, to, ...rest);
  };
}
syncBuiltinESMExports();
