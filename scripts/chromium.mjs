/**
 * The Chromium that browser tests and `npm run bench` drive.
 *
 * Debian's `/usr/bin/chromium` when the machine has it (CI installs it); otherwise the
 * Chromium that `@sparticuz/chromium` ships inside its npm package, unpacked once into
 * node_modules/.cache. Nothing is downloaded at run time.
 *
 * `CHROMIUM_PATH` overrides the choice: a path to a browser, or `npm` for the packaged one
 * (to check on a machine that has Debian's that a fresh machine would pass too).
 */
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** @returns {Promise<{executablePath: string, env: Record<string, string> | undefined, source: string}>} */
export async function resolveChromium() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted && wanted !== 'npm')
    return {executablePath: wanted, env: undefined, source: wanted};
  if (!wanted && executable(SYSTEM_CHROMIUM)) {
    return {
      executablePath: SYSTEM_CHROMIUM,
      env: undefined,
      source: SYSTEM_CHROMIUM,
    };
  }
  return packagedChromium();
}

async function packagedChromium() {
  const require = createRequire(import.meta.url);
  const pkgDir = resolve(
    dirname(require.resolve('@sparticuz/chromium', {paths: [root]})),
    '..',
  );
  const {version} = require(join(pkgDir, 'package.json'));
  const dir = join(
    root,
    'node_modules',
    '.cache',
    `sparticuz-chromium-${version}`,
  );
  if (!executable(join(dir, 'chromium'))) await unpack(pkgDir, dir);
  // The package carries the few shared libraries its build links against (NSS, NSPR, expat),
  // so it runs on a machine that never installed a browser. Fonts come from the machine's
  // fontconfig when it has one, else from the package's own.
  const env = {
    ...process.env,
    LD_LIBRARY_PATH: [join(dir, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH]
      .filter(Boolean)
      .join(':'),
  };
  if (!existsSync('/etc/fonts/fonts.conf'))
    env.FONTCONFIG_PATH = join(dir, 'fonts');
  return {
    executablePath: join(dir, 'chromium'),
    env,
    source: `@sparticuz/chromium ${version}`,
  };
}

/** The package unpacks into the temporary folder; point that at a staging folder, then move it into place whole. */
async function unpack(pkgDir, dir) {
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, {recursive: true, force: true});
  mkdirSync(staging, {recursive: true});
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const {default: Chromium, inflate} = await import('@sparticuz/chromium');
    await Chromium.executablePath(join(pkgDir, 'bin'));
    await inflate(join(pkgDir, 'bin', 'al2023.tar.br'));
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
  // The package's fonts.conf names the serverless platforms' folders; name ours.
  writeFileSync(
    join(staging, 'fonts', 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts', 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another process unpacked it first.
    rmSync(staging, {recursive: true, force: true});
    if (!executable(join(dir, 'chromium'))) throw error;
  }
}
