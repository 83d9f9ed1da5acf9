#!/usr/bin/env node
// Generates every vector asset of the site: logo, mark, favicon, app-icon sources,
// testimonial avatars, partner wordmarks and the founder illustrations.
// Text is converted to outlines (Inter, SIL OFL) with opentype.js so the SVGs look the
// same everywhere without shipping a web font.
//
//   node scripts/media/make-svgs.mjs        (see README.md for the one-off tool install)
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const require = createRequire(join(here, '.tools', 'package.json'));
const opentype = require('opentype.js');

const FONT_DIR = process.env.INTER_DIR || '/usr/share/fonts/opentype/inter';
const fontCache = new Map();
const font = (name) => {
  if (!fontCache.has(name)) {
    const buf = readFileSync(join(FONT_DIR, `${name}.otf`));
    fontCache.set(name, opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)));
  }
  return fontCache.get(name);
};

export const C = {
  ink: '#0B1220',
  primary: '#3B5BFD',
  primaryDark: '#2437C9',
  accent: '#FF6A3D',
  surface: '#FFFFFF',
  muted: '#F4F6FB',
  textMuted: '#4A5468',
};

// ---------- compact path serialisation ----------
const fmt = (n) => {
  let s = (Math.round(n * 10) / 10).toString();
  if (s === '-0') s = '0';
  return s.replace(/^(-?)0\./, '$1.');
};
const join2 = (nums) =>
  nums
    .map(fmt)
    .reduce(
      (acc, s, i) =>
        i === 0 || s.startsWith('-') || (s.startsWith('.') && /\.\d*$/.test(acc)) ? acc + s : `${acc} ${s}`,
      '',
    );

/** Serialise opentype.js commands as relative, 0.1-rounded path data. */
function compact(commands) {
  let out = '';
  let cx = 0,
    cy = 0,
    sx = 0,
    sy = 0;
  const r = (v) => Math.round(v * 10) / 10;
  for (const c of commands) {
    if (c.type === 'M') {
      const x = r(c.x),
        y = r(c.y);
      out += `m${join2([x - cx, y - cy])}`;
      cx = sx = x;
      cy = sy = y;
    } else if (c.type === 'L') {
      const x = r(c.x),
        y = r(c.y);
      if (y === cy) out += `h${join2([x - cx])}`;
      else if (x === cx) out += `v${join2([y - cy])}`;
      else out += `l${join2([x - cx, y - cy])}`;
      cx = x;
      cy = y;
    } else if (c.type === 'C') {
      const x = r(c.x),
        y = r(c.y);
      out += `c${join2([r(c.x1) - cx, r(c.y1) - cy, r(c.x2) - cx, r(c.y2) - cy, x - cx, y - cy])}`;
      cx = x;
      cy = y;
    } else if (c.type === 'Q') {
      const x = r(c.x),
        y = r(c.y);
      out += `q${join2([r(c.x1) - cx, r(c.y1) - cy, x - cx, y - cy])}`;
      cx = x;
      cy = y;
    } else if (c.type === 'Z') {
      out += 'z';
      cx = sx;
      cy = sy;
    }
  }
  // first command must be absolute
  return out.replace(/^m/, 'M');
}

/** Outline text; returns { d, width } */
function textPath(f, text, x, baseline, size, tracking = 0) {
  const cmds = [];
  let pen = x;
  const glyphs = [...text].map((ch) => f.charToGlyph(ch));
  const scale = size / f.unitsPerEm;
  glyphs.forEach((g, i) => {
    const p = g.getPath(pen, baseline, size);
    cmds.push(...p.commands);
    let adv = g.advanceWidth * scale;
    const next = glyphs[i + 1];
    if (next) adv += f.getKerningValue(g, next) * scale;
    pen += adv + tracking;
  });
  return { d: compact(cmds), width: pen - tracking - x };
}

const svg = (w, h, body, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${extra}>${body}</svg>\n`;

function write(rel, content) {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
  console.log(`${String(Buffer.byteLength(content)).padStart(6)}  ${rel}`);
}

// ---------- the mark: reply bubble carrying a rocket ----------
const BUBBLE = 'M14 4h36a10 10 0 0 1 10 10v25a10 10 0 0 1-10 10H27l-13 11V49a10 10 0 0 1-10-10V14A10 10 0 0 1 14 4z';
const rocket = (body, window, flame) =>
  `<g transform="translate(32 26.5) rotate(45)">` +
  `<path fill="${flame}" d="M-4 9q4 13 8 0z"/>` +
  `<path fill="${body}" d="M0-18c7 6 8.5 15 6.5 25h-13c-2-10-.5-19 6.5-25zm-6.2 7.5-5.3 8.5v4.5l5-2.5zm12.4 0 5.3 8.5v4.5l-5-2.5z"/>` +
  `<circle cy="-6" r="3.4" fill="${window}"/></g>`;
const markBody = (bubble = C.primary, body = C.surface, win = C.primary, flame = C.accent) =>
  `<path fill="${bubble}" d="${BUBBLE}"/>${rocket(body, win, flame)}`;

export function build() {
  // logo-mark / favicon
  const mark = svg(64, 64, markBody());
  write('public/logo-mark.svg', mark);
  write('public/favicon.svg', mark);
  // 16 px favicon source: bigger rocket, no window, so it stays legible in a browser tab
  write(
    'scripts/media/src/favicon-16.svg',
    svg(
      64,
      64,
      `<path fill="${C.primary}" d="${BUBBLE}"/><g transform="translate(32 26.5) scale(1.22) translate(-32 -26.5)">${rocket(C.surface, C.surface, C.accent)}</g>`,
    ),
  );

  // wordmark
  const bold = font('InterDisplay-ExtraBold');
  const H = 40;
  const size = 27;
  const baseline = 29.5;
  const x0 = 48;
  const reply = textPath(bold, 'Reply', x0, baseline, size, -0.4);
  const rocketTxt = textPath(bold, 'Rocket', x0 + reply.width + 0.6, baseline, size, -0.4);
  const W = Math.ceil(x0 + reply.width + 0.6 + rocketTxt.width + 1);
  const markG = `<g transform="scale(.625)">${markBody()}</g>`;
  write(
    'public/logo.svg',
    svg(
      W,
      H,
      `<title>ReplyRocket</title>${markG}<path fill="${C.ink}" d="${reply.d}"/><path fill="${C.primary}" d="${rocketTxt.d}"/>`,
      ' role="img" aria-label="ReplyRocket"',
    ),
  );
  write(
    'public/logo-inverse.svg',
    svg(
      W,
      H,
      `<title>ReplyRocket</title>${markG}<path fill="#fff" d="${reply.d}"/><path fill="#AFC0FF" d="${rocketTxt.d}"/>`,
      ' role="img" aria-label="ReplyRocket"',
    ),
  );

  // app-icon sources (rasterised by build-media.sh)
  const iconMark = (scale) => {
    const s = (512 * scale) / 64;
    const off = (512 - 64 * s) / 2;
    return `<g transform="translate(${fmt(off)} ${fmt(off)}) scale(${Math.round(s * 100) / 100})">${markBody(C.surface, C.primary, C.surface, C.accent)}</g>`;
  };
  const grad = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.primary}"/><stop offset="1" stop-color="${C.primaryDark}"/></linearGradient></defs>`;
  write(
    'scripts/media/src/icon-any.svg',
    svg(512, 512, `${grad}<rect width="512" height="512" rx="112" fill="url(#g)"/>${iconMark(0.64)}`),
  );
  write(
    'scripts/media/src/icon-maskable.svg',
    svg(512, 512, `${grad}<rect width="512" height="512" fill="url(#g)"/>${iconMark(0.5)}`),
  );
  write(
    'scripts/media/src/icon-apple.svg',
    svg(512, 512, `${grad}<rect width="512" height="512" fill="url(#g)"/>${iconMark(0.6)}`),
  );

  buildAvatars();
  buildPartners();
  buildFounders();
}

// ---------- testimonial avatars: geometric faces ----------
function buildAvatars() {
  const A = [
    { bg: '#E3E8FF', skin: '#F2C7A5', hair: '#2B2F3A', shirt: C.primary, style: 'bob' },
    { bg: '#FFE4DA', skin: '#8D5A3B', hair: '#17130F', shirt: C.ink, style: 'curls' },
    { bg: '#DDF3EA', skin: '#E8B48F', hair: '#A4542C', shirt: '#1F9D74', style: 'side' },
    { bg: '#FFF1C7', skin: '#C68A62', hair: '#3A2418', shirt: C.accent, style: 'bun' },
    { bg: '#ECE4FF', skin: '#F5D3B8', hair: '#D9A441', shirt: '#6D4AE0', style: 'crop' },
    { bg: '#DCEFFA', skin: '#5E3B28', hair: '#0F0C0A', shirt: C.primaryDark, style: 'beanie' },
  ];
  A.forEach((a, i) => {
    let back = '',
      front = '';
    switch (a.style) {
      case 'bob':
        back = `<path fill="${a.hair}" d="M27 44c0-15 9-24 21-24s21 9 21 24v18H27z"/>`;
        front = `<path fill="${a.hair}" d="M31 40c2-10 9-15 17-15 9 0 15 5 17 13-9 1-18-2-23-8-2 5-6 9-11 10z"/>`;
        break;
      case 'curls':
        front = `<g fill="${a.hair}"><circle cx="36" cy="32" r="8"/><circle cx="46" cy="26" r="9"/><circle cx="57" cy="29" r="8"/><circle cx="63" cy="38" r="6"/><circle cx="32" cy="41" r="5"/></g>`;
        break;
      case 'side':
        front = `<path fill="${a.hair}" d="M30 42c-1-13 8-20 19-20 10 0 17 6 17 15-7-5-18-6-27-2-3 1-6 4-9 7z"/>`;
        break;
      case 'bun':
        back = `<circle fill="${a.hair}" cx="48" cy="17" r="8"/>`;
        front = `<path fill="${a.hair}" d="M31 42c0-11 7-18 17-18s17 7 17 18c-4-6-10-9-17-9s-13 3-17 9z"/>`;
        break;
      case 'crop':
        front = `<path fill="${a.hair}" d="M31 38c1-10 8-15 17-15s16 5 17 15l-5-4-6 3-6-4-6 4-6-3z"/>`;
        break;
      case 'beanie':
        front = `<path fill="${C.accent}" d="M30 38c0-11 8-18 18-18s18 7 18 18z"/><rect fill="${a.hair}" x="28" y="35" width="40" height="7" rx="3.5"/><circle fill="${C.accent}" cx="48" cy="18" r="4"/>`;
        break;
    }
    const body =
      `<clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath><g clip-path="url(#c)">` +
      `<rect width="96" height="96" fill="${a.bg}"/>${back}` +
      `<path fill="${a.shirt}" d="M14 96c2-18 16-27 34-27s32 9 34 27z"/>` +
      `<rect fill="${a.skin}" x="42" y="56" width="12" height="14" rx="5"/>` +
      `<ellipse fill="${a.skin}" cx="48" cy="44" rx="16" ry="18"/>` +
      `${front}` +
      `<g fill="${C.ink}" opacity=".8"><circle cx="42" cy="46" r="1.8"/><circle cx="54" cy="46" r="1.8"/></g>` +
      `<path fill="none" stroke="${C.ink}" stroke-opacity=".55" stroke-width="1.8" stroke-linecap="round" d="M43.5 53.5q4.5 3.5 9 0"/></g>`;
    write(`public/images/avatars/avatar-${i + 1}.svg`, svg(96, 96, body));
  });
}

// ---------- partner wordmarks (fictional) ----------
export const PARTNERS = ['Nodewise', 'Blockhaven', 'Hashgrove', 'Validra', 'Orbitmint', 'Quorumly'];
function buildPartners() {
  const ink = C.ink;
  const icons = [
    // Nodewise: three connected nodes
    `<g fill="none" stroke="${ink}" stroke-width="2.6"><path d="M8 28 16 12l8 16z"/></g><g fill="${ink}"><circle cx="16" cy="12" r="4"/><circle cx="8" cy="28" r="4"/><circle cx="24" cy="28" r="4"/></g>`,
    // Blockhaven: isometric cube
    `<path fill="${ink}" d="M16 5 29 12.5v15L16 35 3 27.5v-15z"/><path fill="#fff" d="M16 8.5 26 14.3 16 20 6 14.3z" opacity=".9"/>`,
    // Hashgrove: hash in rounded square
    `<rect x="2" y="6" width="28" height="28" rx="8" fill="${ink}"/><path stroke="#fff" stroke-width="2.6" stroke-linecap="round" d="M13 12l-2 16m10-16-2 16M9 16.5h15M8 23.5h15"/>`,
    // Validra: shield check
    `<path fill="${ink}" d="M16 4 28 9v9c0 8-5 14-12 17C9 32 4 26 4 18V9z"/><path fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" d="m10.5 19 4 4 7-8"/>`,
    // Orbitmint: planet with ring
    `<circle cx="16" cy="20" r="9" fill="${ink}"/><ellipse cx="16" cy="20" rx="15" ry="5.5" fill="none" stroke="${ink}" stroke-width="2.2" transform="rotate(-20 16 20)"/>`,
    // Quorumly: four dots in a diamond
    `<g fill="${ink}"><circle cx="16" cy="9" r="5"/><circle cx="7" cy="20" r="5"/><circle cx="25" cy="20" r="5"/><circle cx="16" cy="31" r="5"/></g>`,
  ];
  const styles = [
    ['Inter-Bold', 20, -0.3],
    ['InterDisplay-ExtraBold', 20, -0.5],
    ['Inter-SemiBold', 20, 0],
    ['InterDisplay-Black', 20, 0.6],
    ['Inter-Bold', 20, -0.4],
    ['InterDisplay-SemiBold', 21, -0.2],
  ];
  PARTNERS.forEach((name, i) => {
    const [face, size, tr] = styles[i];
    const label = i === 3 ? name.toUpperCase() : name;
    const t = textPath(font(face), label, 38, 27, i === 3 ? 17 : size, tr);
    const W = Math.ceil(38 + t.width + 2);
    write(
      `public/images/partners/partner-${i + 1}.svg`,
      svg(
        W,
        40,
        `<title>${name}</title>${icons[i]}<path fill="${ink}" d="${t.d}"/>`,
        ` role="img" aria-label="${name}"`,
      ),
    );
  });
}

// ---------- founder illustrations (rendered to AVIF/WebP by build-media.sh) ----------
function buildFounders() {
  const F = [
    {
      bg1: '#DCE3FF',
      bg2: '#B9C6FF',
      skin: '#E9B894',
      shade: '#D59E79',
      hair: '#2A1D16',
      jacket: C.ink,
      shirt: '#FFFFFF',
      glasses: true,
      hairD: 'M150 205c-6-70 36-112 92-112 60 0 96 40 90 106-10-26-30-44-56-50-30 18-78 26-126 56z',
      extra: '',
    },
    {
      bg1: '#FFE3D8',
      bg2: '#FFC3AD',
      skin: '#8E5B3E',
      shade: '#7A4B31',
      hair: '#141010',
      jacket: C.primaryDark,
      shirt: '#F4F6FB',
      glasses: false,
      hairD: 'M140 230c-20-90 30-150 100-150s124 50 104 150c-8-44-36-70-70-78-40 24-90 30-134 78z',
      extra: '<path fill="#141010" d="M144 228c-16 50-10 120 22 150l10-120zM336 228c16 50 10 120-22 150l-10-120z"/>',
    },
  ];
  F.forEach((f, i) => {
    const body =
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${f.bg1}"/><stop offset="1" stop-color="${f.bg2}"/></linearGradient></defs>` +
      `<rect width="480" height="480" fill="url(#b)"/>` +
      `<circle cx="390" cy="92" r="46" fill="#fff" opacity=".35"/><circle cx="78" cy="388" r="70" fill="#fff" opacity=".25"/>` +
      f.extra +
      // shoulders + jacket
      `<path fill="${f.jacket}" d="M60 480c6-86 70-132 180-132s174 46 180 132z"/>` +
      `<path fill="${f.shirt}" d="M196 350h88l-44 70z"/>` +
      `<path fill="${f.jacket}" opacity=".75" d="M196 350l44 70-26 60h-24l-20-100zM284 350l-44 70 26 60h24l20-100z"/>` +
      // neck
      `<path fill="${f.shade}" d="M206 290h68v62c0 18-68 18-68 0z"/>` +
      // ears + head
      `<ellipse cx="156" cy="236" rx="16" ry="24" fill="${f.shade}"/><ellipse cx="324" cy="236" rx="16" ry="24" fill="${f.shade}"/>` +
      `<path fill="${f.skin}" d="M240 110c50 0 84 36 84 96v24c0 58-38 100-84 100s-84-42-84-100v-24c0-60 34-96 84-96z"/>` +
      `<path fill="${f.hair}" d="${f.hairD}"/>` +
      // brows, eyes, nose, smile, cheeks
      `<g fill="none" stroke="${f.hair}" stroke-width="7" stroke-linecap="round"><path d="M190 202q16-9 32-2M258 200q16-7 32 2"/></g>` +
      `<g fill="${C.ink}"><ellipse cx="206" cy="232" rx="7" ry="8"/><ellipse cx="274" cy="232" rx="7" ry="8"/></g>` +
      `<path fill="none" stroke="${f.shade}" stroke-width="6" stroke-linecap="round" d="M240 236v30q-4 6-12 4"/>` +
      `<path fill="#fff" stroke="${f.shade}" stroke-width="3" d="M212 288q28 22 56 0z"/>` +
      `<g fill="${C.accent}" opacity=".18"><circle cx="192" cy="270" r="14"/><circle cx="288" cy="270" r="14"/></g>` +
      (f.glasses
        ? `<g fill="none" stroke="${C.ink}" stroke-width="6"><rect x="176" y="208" width="58" height="46" rx="18"/><rect x="246" y="208" width="58" height="46" rx="18"/><path d="M234 228h12M176 226l-18-6M304 226l18-6"/></g>`
        : '') +
      // small brand pin on jacket
      `<g transform="translate(300 408) scale(.5)">${markBody()}</g>`;
    write(`scripts/media/src/founder-${i + 1}.svg`, svg(480, 480, body));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) build();
