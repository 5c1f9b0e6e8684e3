// What the post-build steps share: each is a script of its own, run in order by
// scripts/post-build/run.mjs (the Trunk hook), and runnable alone on a build folder:
//   TRUNK_PROFILE=release node scripts/post-build/<step>.mjs dist
import { fileURLToPath } from 'node:url';

/** Whether the module at `url` is the script node was asked to run. */
export const isMain = (url) => Boolean(process.argv[1]) && fileURLToPath(url) === process.argv[1];

/** The folder to work on: the first argument, or the staging folder Trunk passes to hooks. */
export function stagingDir(name) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error(`${name}: give the build folder (node scripts/post-build/${name} dist), or run it as a Trunk hook (TRUNK_STAGING_DIR)`);
    process.exit(1);
  }
  return dir;
}

/** Whether this is a release build (Trunk sets TRUNK_PROFILE for hooks). */
export const release = () => process.env.TRUNK_PROFILE === 'release';
