#!/usr/bin/env bash
# Builds one self-contained release folder: the bundled server, its migrations and the staff
# command line (apps/server/dist), the built web app (apps/web/dist) and retailer console
# (apps/console/dist), production dependencies only, and the deployment files. The same script makes the container image (Dockerfile) and
# the folder copied to a host, so the release test proves both.
#
#   scripts/build-release.sh [OUT]     OUT defaults to ./release (replaced if it exists)
#
# Run it from a checkout after `npm ci`. Run the release with `node apps/server/dist/server.js`
# (or `npm run start:prod`) from OUT; the folder keeps the checkout's layout because the server
# finds the web app and DATA_DIR from its own place (apps/server/dist).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/release}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
if [ "$out" = "$root" ]; then
  echo "build-release: OUT must not be the checkout itself" >&2
  exit 1
fi

# Only an earlier release (it has COMMIT) or an empty folder is replaced.
if [ -n "$(ls -A "$out")" ] && [ ! -f "$out/COMMIT" ]; then
  echo "build-release: $out is not empty and holds no earlier release; not replacing it" >&2
  exit 1
fi
# A release run with the default DATA_DIR keeps its database in OUT/data: never delete that.
if [ -e "$out/data" ]; then
  echo "build-release: $out/data holds data; build into another folder" >&2
  exit 1
fi

cd "$root"
echo "── building the server, the web app and the console"
npm run build -w apps/server
npm run build -w apps/web
npm run build -w apps/console

echo "── assembling $out"
find "$out" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
cp package.json package-lock.json .npmrc "$out/"
# npm ci checks the lock against every workspace's package.json, so each one comes along
# (a few hundred bytes); only the server's dependencies are installed below.
node -e '
  const lock = require("./package-lock.json");
  for (const key of Object.keys(lock.packages))
    if (key && !key.includes("node_modules/")) console.log(key);
' | while read -r workspace; do
  mkdir -p "$out/$workspace"
  cp "$workspace/package.json" "$out/$workspace/"
done
cp -r apps/server/dist "$out/apps/server/dist"
cp -r apps/web/dist "$out/apps/web/dist"
cp -r apps/console/dist "$out/apps/console/dist"
mkdir -p "$out/deploy"
cp -r deploy/nginx deploy/systemd "$out/deploy/"
cp .env.example "$out/"
echo "${RELEASE_COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}" >"$out/COMMIT"

echo "── installing production dependencies"
cd "$out"
npm ci --omit=dev --workspace @loyalty/server --include-workspace-root=false \
  --ignore-scripts --prefer-offline --no-audit --no-fund

# Install scripts run here, one by one: better-sqlite3 compiles from source when its prebuilt
# binary cannot be downloaded, which takes minutes. The checkout's own copy was compiled from
# the same lock on this machine; it is reused when the versions match and it loads below.
version_of() { node -p 'require(require("path").resolve(process.argv[1], "package.json")).version' "$1" 2>/dev/null || echo none; }
sqlite=node_modules/better-sqlite3
if [ "$(version_of "$sqlite")" = "$(version_of "$root/$sqlite")" ] &&
  [ -f "$root/$sqlite/build/Release/better_sqlite3.node" ]; then
  mkdir -p "$sqlite/build/Release"
  cp "$root/$sqlite/build/Release/better_sqlite3.node" "$sqlite/build/Release/"
fi
npm rebuild sharp esbuild --no-audit --no-fund
loads() {
  (cd apps/server && node --input-type=module -e '
    import Database from "better-sqlite3";
    import sharp from "sharp";
    import { hash } from "@node-rs/argon2";
    new Database(":memory:").prepare("select 1").get();
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
    await hash("x");
  ')
}
if ! loads 2>/dev/null; then
  echo "── the native modules do not load as copied: compiling better-sqlite3"
  npm rebuild better-sqlite3 --no-audit --no-fund
  loads
fi

# The service runs as another user than the one who built: it reads everything, writes nothing
# here (whatever the builder's umask was).
chmod -R a+rX,go-w "$out"

echo "release ready in $out"
