#!/usr/bin/env bash
# Regenerates every sample media file of the site from the sources in scripts/media/.
#   bash scripts/media/build-media.sh            # everything
#   bash scripts/media/build-media.sh svg icons stills founders loop demo   # any subset, in this order
# Needs (Debian): librsvg2-bin webp libavif-bin pngquant icoutils espeak-ng fonts-inter ffmpeg chromium
# and opentype.js in scripts/media/.tools (see README.md). Frames are rendered into $WORK (a temp dir).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SRC=scripts/media/src
MEDIA=supabase/local/media
WORK=${WORK:-$(mktemp -d /tmp/rr-media.XXXXXX)}
mkdir -p "$WORK"
STEPS=${*:-svg icons stills founders loop demo}
mkdir -p public/icons public/screenshots public/images/founders "$MEDIA"
echo "work dir: $WORK"

has() { [[ " $STEPS " == *" $1 "* ]]; }

# Quantise a PNG in place (keeps the file if pngquant cannot reach the quality floor).
quant() { pngquant --force --skip-if-larger --strip --quality "${2:-70-92}" --speed 1 --output "$1" -- "$1" || true; }

if has svg; then
  [ -d scripts/media/.tools/node_modules/opentype.js ] ||
    npm install --no-save --no-package-lock --prefix scripts/media/.tools opentype.js@1
  node scripts/media/make-svgs.mjs
fi

if has icons; then
  rsvg-convert -w 192 -h 192 $SRC/icon-any.svg -o public/icons/icon-192.png
  rsvg-convert -w 512 -h 512 $SRC/icon-any.svg -o public/icons/icon-512.png
  rsvg-convert -w 192 -h 192 $SRC/icon-maskable.svg -o public/icons/maskable-192.png
  rsvg-convert -w 512 -h 512 $SRC/icon-maskable.svg -o public/icons/maskable-512.png
  # apple-touch-icon: opaque (iOS fills transparency with black)
  rsvg-convert -w 180 -h 180 $SRC/icon-apple.svg -o "$WORK/apple.png"
  convert "$WORK/apple.png" -background '#3B5BFD' -alpha remove -alpha off public/icons/apple-touch-icon.png
  for f in public/icons/icon-*.png public/icons/maskable-*.png; do quant "$f" 80-98; done
  # favicon.ico with 16/32/48
  rsvg-convert -w 16 -h 16 $SRC/favicon-16.svg -o "$WORK/fav16.png"
  rsvg-convert -w 32 -h 32 public/favicon.svg -o "$WORK/fav32.png"
  rsvg-convert -w 48 -h 48 public/favicon.svg -o "$WORK/fav48.png"
  icotool -c -o public/favicon.ico "$WORK/fav16.png" "$WORK/fav32.png" "$WORK/fav48.png"
fi

if has stills; then
  node scripts/media/render-dashboard.mjs stills "$WORK/stills"
  cp "$WORK/stills/og.png" public/og-image.png && quant public/og-image.png 75-95
  cp "$WORK/stills/wide.png" public/screenshots/wide.png && quant public/screenshots/wide.png 75-95
  cp "$WORK/stills/mobile.png" public/screenshots/mobile.png && quant public/screenshots/mobile.png 75-95
fi

if has founders; then
  for i in 1 2; do
    rsvg-convert -w 480 -h 480 $SRC/founder-$i.svg -o "$WORK/founder-$i.png"
    convert "$WORK/founder-$i.png" -alpha off "$WORK/founder-$i.png"
    cwebp -quiet -q 90 -m 6 "$WORK/founder-$i.png" -o public/images/founders/founder-$i.webp
    avifenc -j all -s 4 --min 10 --max 24 -y 444 "$WORK/founder-$i.png" public/images/founders/founder-$i.avif >/dev/null
  done
fi

# Encode WebP / AVIF at the best quality that still fits a byte budget.
fit_webp() { # png out budget
  local q
  for q in 82 76 70 64 58 52 46 40 34; do
    cwebp -quiet -q $q -m 6 -af "$1" -o "$2"
    [ "$(stat -c %s "$2")" -le "$3" ] && return 0
  done
}
fit_avif() { # png out budget
  local mx
  for mx in 26 30 34 38 42 46 50; do
    avifenc -j all -s 4 --min $((mx - 12)) --max $mx "$1" "$2" >/dev/null
    [ "$(stat -c %s "$2")" -le "$3" ] && return 0
  done
}
# poster set from one PNG frame: <name>.{avif,webp,jpg} at full size + <name>-{480,800}.{avif,webp}
posters() {
  local png=$1 name=$2
  convert "$png" -alpha off -quality 84 -sampling-factor 4:2:0 -strip -interlace JPEG "public/images/$name.jpg"
  fit_webp "$png" "public/images/$name.webp" 38000
  fit_avif "$png" "public/images/$name.avif" 28000
  convert "$png" -alpha off -resize 480x -strip "$WORK/$name-480.png"
  fit_webp "$WORK/$name-480.png" "public/images/$name-480.webp" 16000
  fit_avif "$WORK/$name-480.png" "public/images/$name-480.avif" 12000
  convert "$png" -alpha off -resize 800x -strip "$WORK/$name-800.png"
  fit_webp "$WORK/$name-800.png" "public/images/$name-800.webp" 20000
  fit_avif "$WORK/$name-800.png" "public/images/$name-800.avif" 20000
}

if has loop; then
  # REUSE_FRAMES=1 keeps frames already rendered in $WORK (handy when only tuning the encoders)
  [ -n "${REUSE_FRAMES:-}" ] && [ -f "$WORK/loop/f00000.png" ] || node scripts/media/render-dashboard.mjs frames loop "$WORK/loop" 30
  ffmpeg -y -v error -framerate 30 -i "$WORK/loop/f%05d.png" -an \
    -c:v libx264 -preset veryslow -tune animation -crf 20 -g 120 -pix_fmt yuv420p -movflags +faststart \
    "$MEDIA/dashboard-loop.mp4"
  ffmpeg -y -v error -framerate 30 -i "$WORK/loop/f%05d.png" -an \
    -c:v libvpx-vp9 -crf 32 -b:v 0 -row-mt 1 -deadline good -cpu-used 1 -g 120 -pix_fmt yuv420p \
    "$MEDIA/dashboard-loop.webm"
  posters "$WORK/loop/f00000.png" dashboard-poster
fi

if has demo; then
  [ -n "${REUSE_FRAMES:-}" ] && [ -f "$WORK/demo/f00000.png" ] || node scripts/media/render-dashboard.mjs frames demo "$WORK/demo" 30
  # narration: espeak-ng, one clip per scene, placed at the scene's start (seconds)
  A="$WORK/audio"; mkdir -p "$A"
  i=0; delays=(); inputs=()
  while IFS='|' read -r at speed text; do
    i=$((i + 1))
    espeak-ng -v en-us+m3 -s "$speed" -p 42 -w "$A/n$i.wav" "$text"
    inputs+=(-i "$A/n$i.wav"); delays+=("$at")
  done <scripts/media/narration.txt
  DUR=44
  # quiet pad: two slowly alternating chords, low-passed, -24 dB-ish under the voice
  bed="0.018*((0.5+0.5*cos(2*PI*t/16))*(sin(2*PI*130.81*t)+sin(2*PI*164.81*t)+sin(2*PI*196*t)+sin(2*PI*246.94*t))+(0.5-0.5*cos(2*PI*t/16))*(sin(2*PI*110*t)+sin(2*PI*130.81*t)+sin(2*PI*164.81*t)+sin(2*PI*196*t)))"
  filt="aevalsrc='$bed':s=48000:d=$DUR,lowpass=f=900,afade=t=in:d=1.5,afade=t=out:st=$((DUR - 3)):d=3[bed];"
  mix="[bed]"
  for k in $(seq 1 $i); do
    ms=$(awk "BEGIN{print int(${delays[$((k - 1))]}*1000)}")
    filt+="[$((k - 1)):a]aresample=48000,highpass=f=90,adelay=${ms}:all=1[v$k];"
    mix+="[v$k]"
  done
  filt+="${mix}amix=inputs=$((i + 1)):normalize=0:duration=first,alimiter=limit=0.9,apad=whole_dur=$DUR,atrim=0:$DUR[a]"
  ffmpeg -y -v error "${inputs[@]}" -filter_complex "$filt" -map '[a]' -ac 1 -ar 48000 "$A/mix.wav"
  # Full 1280x720 rendition, and the 960x540 one that phones in portrait get (src/content/videos.ts).
  for size in 1280x720 960x540; do
    name=demo; [ "$size" = 1280x720 ] || name=demo-${size#*x}
    ffmpeg -y -v error -framerate 30 -i "$WORK/demo/f%05d.png" -i "$A/mix.wav" -vf "scale=$size:flags=lanczos" \
      -c:v libx264 -preset veryslow -tune animation -crf 27 -g 150 -pix_fmt yuv420p \
      -c:a aac -b:a 64k -ac 1 -shortest -movflags +faststart "$MEDIA/$name.mp4"
    ffmpeg -y -v error -framerate 30 -i "$WORK/demo/f%05d.png" -i "$A/mix.wav" -vf "scale=$size:flags=lanczos" \
      -c:v libvpx-vp9 -crf 40 -b:v 0 -row-mt 1 -deadline good -cpu-used 5 -g 150 -pix_fmt yuv420p \
      -c:a libopus -b:a 40k -ac 1 -shortest "$MEDIA/$name.webm"
  done
  posters "$WORK/demo/f00060.png" demo-poster   # t = 2 s: title card settled
fi

echo "sizes (bytes):"
du -b public/logo*.svg public/favicon.* public/icons/* public/og-image.png public/screenshots/* \
  public/images/*.* public/images/founders/* "$MEDIA"/* 2>/dev/null || true
