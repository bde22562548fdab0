#!/bin/sh
# Install Game of the Year from this bundle folder (Linux).
#
#   ./install.sh                 into ~/.local (no root needed)
#   sudo PREFIX=/usr/local ./install.sh
#   ./install.sh --uninstall     removes what it installed (same PREFIX)
#
# It copies the program to PREFIX/lib/gameofyear, links PREFIX/bin/gameofyear to it,
# and puts the menu entry, the AppStream file and the icons under PREFIX/share.
# DESTDIR, when set, is put in front of every path written (distribution packages).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
root=${DESTDIR:-}$prefix
id=io.github.gameofyear.GameOfTheYear

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$root/lib/gameofyear"
    rm -f "$root/bin/gameofyear" "$root/share/applications/$id.desktop" \
          "$root/share/metainfo/$id.metainfo.xml"
    rm -f "$root"/share/icons/hicolor/*/apps/$id.png "$root/share/icons/hicolor/scalable/apps/$id.svg"
    echo "Game of the Year removed from $root"
    exit 0
fi
if [ ! -x "$here/gameofyear" ] || [ ! -d "$here/_internal" ]; then
    echo "install.sh: run it from the bundle folder (it holds gameofyear and _internal/)" >&2
    exit 1
fi

mkdir -p "$root/lib/gameofyear" "$root/bin" "$root/share/applications" "$root/share/metainfo"
rm -rf "$root/lib/gameofyear/_internal" "$root/lib/gameofyear/licenses"
cp -R "$here/gameofyear" "$here/_internal" "$here/LICENSE" "$here/THIRD-PARTY-NOTICES.txt" "$here/licenses" \
    "$root/lib/gameofyear/"
ln -sf "$prefix/lib/gameofyear/gameofyear" "$root/bin/gameofyear"
# The menu entry starts the program by its full path: ~/.local/bin is not always on a desktop's PATH.
sed "s|^Exec=gameofyear|Exec=$prefix/bin/gameofyear|" "$here/share/applications/$id.desktop" \
    > "$root/share/applications/$id.desktop"
cp "$here/share/metainfo/$id.metainfo.xml" "$root/share/metainfo/"
cp -R "$here/share/icons" "$root/share/"
if [ -z "${DESTDIR:-}" ]; then
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$root/share/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$root/share/icons/hicolor" || true
fi
echo "Game of the Year installed in $root: run gameofyear, or find it in the Games menu"
