#!/usr/bin/env node
/**
 * Builds the four preset ambassador avatars (768×1024 JPEG) from hand-written SVG portraits.
 *
 *   node scripts/build-avatars.mjs            → writes public/avatars/*.jpg
 *   node scripts/build-avatars.mjs <out-dir>  → writes into another directory
 *
 * Flat editorial illustrations: soft background with an arch, shoulders and clothing, neck,
 * face with minimal features, hair in front of and behind the head. Everything is deterministic.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const W = 768;
const H = 1024;
const CX = W / 2;

const n = (v) => Math.round(v * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Shared anatomy
// ---------------------------------------------------------------------------------------------

/** Face outline (symmetric). `jaw` widens the lower face, `chin` sets the chin's roundness. */
function faceD({ top = 268, bottom = 630, half = 134, jaw = 1, chin = 1 } = {}) {
  const c = CX;
  const j = jaw;
  return [
    `M${c} ${top}`,
    `C${c + half * 0.62} ${top} ${c + half} ${top + 52} ${c + half} ${top + 140}`,
    `C${c + half} ${top + 222} ${c + half * 0.94 * j} ${top + 276} ${c + half * 0.72 * j} ${bottom - 48 * chin}`,
    `C${c + half * 0.5 * j} ${bottom - 14} ${c + half * 0.26} ${bottom} ${c} ${bottom}`,
    `C${c - half * 0.26} ${bottom} ${c - half * 0.5 * j} ${bottom - 14} ${c - half * 0.72 * j} ${bottom - 48 * chin}`,
    `C${c - half * 0.94 * j} ${top + 276} ${c - half} ${top + 222} ${c - half} ${top + 140}`,
    `C${c - half} ${top + 52} ${c - half * 0.62} ${top} ${c} ${top}Z`,
  ].join("");
}

function neck(skin, shade, w = 58) {
  return [
    `<path d="M${CX - w} 560 C${CX - w + 2} 640 ${CX - w - 2} 700 ${CX - w - 14} 770 L${CX + w + 14} 770 C${CX + w + 2} 700 ${CX + w - 2} 640 ${CX + w} 560Z" fill="${skin}"/>`,
    `<path d="M${CX - w} 590 C${CX - 20} 650 ${CX + 20} 650 ${CX + w} 590 L${CX + w} 560 L${CX - w} 560Z" fill="${shade}" opacity=".55"/>`,
  ].join("");
}

function ears(skin, shade, y = 462) {
  return [-1, 1]
    .map((s) => {
      const x = CX + s * 134;
      return `<ellipse cx="${x}" cy="${y}" rx="20" ry="36" fill="${skin}"/><path d="M${x + s * 2} ${y - 20} q${s * 10} 14 ${s * 2} 34" fill="none" stroke="${shade}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
    })
    .join("");
}

/** Torso silhouette: shoulders sloping from the neck base. */
function torsoD(spread = 1) {
  const s = spread;
  return `M${CX - 380} ${H + 10}L${CX - 380} ${n(930)}C${CX - 370} 850 ${CX - 300 * s} 808 ${CX - 190 * s} 790C${CX - 130} 780 ${CX - 92} 764 ${
    CX - 70
  } 742L${CX + 70} 742C${CX + 92} 764 ${CX + 130} 780 ${CX + 190 * s} 790C${CX + 300 * s} 808 ${CX + 370} 850 ${CX + 380} 930L${CX + 380} ${H + 10}Z`;
}

function eye(x, y, { iris = "#3B2A20", lid = "#2A1B14", lash = false, scale = 1, sclera = "#F7F0E8", id }) {
  const w = 27 * scale;
  const almond = `M${x - w} ${y}Q${x - 4} ${y - 19 * scale} ${x + w} ${y - 2}Q${x + 2} ${y + 14 * scale} ${x - w} ${y}Z`;
  return [
    `<clipPath id="${id}"><path d="${almond}"/></clipPath>`,
    `<path d="${almond}" fill="${sclera}"/>`,
    `<g clip-path="url(#${id})"><circle cx="${x + 1}" cy="${y - 2}" r="${11 * scale}" fill="${iris}"/><circle cx="${x + 1}" cy="${y - 2}" r="${5 * scale}" fill="#120C0A"/><circle cx="${x + 5}" cy="${y - 6}" r="${2.6 * scale}" fill="#fff" opacity=".9"/></g>`,
    `<path d="M${x - w - 1} ${y + 1}Q${x - 4} ${y - 21 * scale} ${x + w + 1} ${y - 3}" fill="none" stroke="${lid}" stroke-width="${lash ? 5 : 3.6}" stroke-linecap="round"/>`,
    lash
      ? `<path d="M${x + (x > CX ? w - 2 : -w + 2)} ${y - (x > CX ? 3 : 0)} l${x > CX ? 10 : -10} -7" stroke="${lid}" stroke-width="3.5" stroke-linecap="round"/>`
      : "",
    `<path d="M${x - w + 6} ${y + 6}Q${x} ${y + 14 * scale} ${x + w - 6} ${y + 4}" fill="none" stroke="${lid}" stroke-width="1.4" opacity=".35"/>`,
  ].join("");
}

function brows(color, { y = 410, tilt = 0, thick = 1 } = {}) {
  return [-1, 1]
    .map((s) => {
      const x = CX + s * 60;
      const a = x - s * 32;
      const b = x + s * 34;
      return `<path d="M${a} ${y + 8}Q${x - s * 4} ${y - 10 * thick - tilt} ${b} ${y + 2}Q${x - s * 2} ${y - 2 - tilt} ${a} ${y + 8}Z" fill="${color}"/>`;
    })
    .join("");
}

function nose(shade, y = 520) {
  return [
    `<path d="M${CX + 6} 450 C${CX + 10} 480 ${CX + 20} 500 ${CX + 18} ${y - 6}" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round" opacity=".55"/>`,
    `<path d="M${CX - 16} ${y} Q${CX} ${y + 12} ${CX + 16} ${y}" fill="none" stroke="${shade}" stroke-width="4" stroke-linecap="round" opacity=".75"/>`,
  ].join("");
}

function lips(color, { y = 572, w = 34, full = 1 } = {}) {
  const upper = `M${CX - w} ${y}Q${CX - w * 0.45} ${y - 13 * full} ${CX} ${y - 6 * full}Q${CX + w * 0.45} ${y - 13 * full} ${CX + w} ${y}Q${CX} ${y + 4} ${CX - w} ${y}Z`;
  const lower = `M${CX - w + 3} ${y + 1}Q${CX} ${y + 28 * full} ${CX + w - 3} ${y + 1}Q${CX} ${y + 6} ${CX - w + 3} ${y + 1}Z`;
  return `<path d="${lower}" fill="${color}"/><path d="${upper}" fill="${color}"/><path d="${upper}" fill="#000" opacity=".12"/><path d="M${CX - w} ${y + 1}Q${CX} ${y + 5} ${CX + w} ${y + 1}" fill="none" stroke="#4A2420" stroke-width="2" opacity=".5" stroke-linecap="round"/><ellipse cx="${CX + 6}" cy="${y + 12 * full}" rx="${w * 0.35}" ry="3" fill="#fff" opacity=".18"/><path d="M${CX - w - 1} ${y + 2}q-3 -1 -5 -5M${CX + w + 1} ${y + 2}q3 -1 5 -5" fill="none" stroke="#4A2420" stroke-width="2.2" stroke-linecap="round" opacity=".28"/>`;
}

function faceShading(shade) {
  // light from the upper left: shadow on the right cheek and under the hairline
  return `<path d="M${CX + 134} 380 C${CX + 138} 470 ${CX + 126} 540 ${CX + 96} 584 C${CX + 70} 614 ${CX + 40} 630 ${CX} 632 C${CX + 50} 610 ${CX + 92} 560 ${CX + 106} 490 C${CX + 114} 440 ${CX + 120} 400 ${CX + 134} 380Z" fill="${shade}" opacity=".2"/><path d="M${CX - 90} 600 C${CX - 40} 640 ${CX + 40} 640 ${CX + 90} 600 C${CX + 50} 626 ${CX - 50} 626 ${CX - 90} 600Z" fill="${shade}" opacity=".12"/>`;
}

function blush(color) {
  return `<ellipse cx="${CX - 74}" cy="518" rx="36" ry="20" fill="${color}" opacity=".09"/><ellipse cx="${CX + 74}" cy="518" rx="36" ry="20" fill="${color}" opacity=".09"/>`;
}

function backdrop({ bg0, bg1, arch, archLine, sun }) {
  const aw = 520;
  const ax = CX - aw / 2;
  const top = 120;
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg0}"/><stop offset="1" stop-color="${bg1}"/></linearGradient><radialGradient id="halo" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<path d="M${ax} ${H}V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${top + aw / 2}V${H}Z" fill="${arch}"/>`,
    `<path d="M${ax - 26} ${H}V${top + aw / 2}A${aw / 2 + 26} ${aw / 2 + 26} 0 0 1 ${ax + aw + 26} ${top + aw / 2}V${H}" fill="none" stroke="${archLine}" stroke-width="3" opacity=".8"/>`,
    sun ? `<circle cx="${CX + 190}" cy="250" r="58" fill="${sun}" opacity=".9"/>` : "",
    `<rect width="${W}" height="${H}" fill="url(#halo)"/>`,
  ].join("");
}

function svgDoc(content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The four portraits
// ---------------------------------------------------------------------------------------------

function femaleOne() {
  const skin = "#E8BE9E";
  const shade = "#B98468";
  const hair = "#3A2219";
  const hairHi = "#5C3A28";
  const back = `<path d="M${CX} 236 C${CX - 118} 236 ${CX - 182} 318 ${CX - 188} 430 C${CX - 196} 560 ${CX - 204} 620 ${CX - 230} 700 C${CX - 250} 780 ${CX - 220} 860 ${CX - 170} 900 L${CX + 170} 900 C${CX + 220} 860 ${CX + 250} 780 ${CX + 230} 700 C${CX + 204} 620 ${CX + 196} 560 ${CX + 188} 430 C${CX + 182} 318 ${CX + 118} 236 ${CX} 236Z" fill="${hair}"/>`;
  const top = `<path d="M${CX - 150} 470 C${CX - 168} 330 ${CX - 110} 236 ${CX} 232 C${CX + 120} 230 ${CX + 172} 320 ${CX + 152} 470 C${CX + 140} 400 ${CX + 118} 340 ${CX + 60} 318 C${CX + 20} 360 ${CX - 70} 380 ${CX - 128} 400 C${CX - 138} 420 ${CX - 144} 444 ${CX - 150} 470Z" fill="${hair}"/>`;
  // locks falling in front of the shoulders
  const locks = [-1, 1]
    .map(
      (s) =>
        `<path d="M${CX + s * 140} 440 C${CX + s * 170} 560 ${CX + s * 150} 640 ${CX + s * 190} 740 C${CX + s * 220} 820 ${CX + s * 200} 880 ${CX + s * 230} 930 C${CX + s * 170} 910 ${CX + s * 130} 850 ${CX + s * 120} 780 C${CX + s * 110} 700 ${CX + s * 128} 600 ${CX + s * 118} 520Z" fill="${hair}"/>`,
    )
    .join("");
  const waves = `<g fill="none" stroke="${hairHi}" stroke-width="4" stroke-linecap="round" opacity=".8"><path d="M${CX - 100} 270 C${CX - 150} 320 ${CX - 160} 380 ${CX - 148} 440"/><path d="M${CX + 40} 250 C${CX + 120} 262 ${CX + 150} 320 ${CX + 150} 380"/><path d="M${CX + 150} 600 C${CX + 170} 660 ${CX + 160} 720 ${CX + 190} 790"/><path d="M${CX - 160} 620 C${CX - 175} 690 ${CX - 165} 760 ${CX - 190} 820"/><path d="M${CX - 20} 246 C${CX - 60} 270 ${CX - 100} 300 ${CX - 120} 350"/></g>`;
  const clothes = [
    `<path d="${torsoD(1)}" fill="#F1E6D2"/>`,
    // camel blazer with lapels
    `<path d="M${CX - 380} ${H + 10}L${CX - 380} 930C${CX - 370} 850 ${CX - 300} 808 ${CX - 190} 790C${CX - 150} 783 ${CX - 118} 775 ${CX - 96} 762L${CX - 30} ${H + 10}Z" fill="#B27A4A"/>`,
    `<path d="M${CX + 380} ${H + 10}L${CX + 380} 930C${CX + 370} 850 ${CX + 300} 808 ${CX + 190} 790C${CX + 150} 783 ${CX + 118} 775 ${CX + 96} 762L${CX + 30} ${H + 10}Z" fill="#A06C40"/>`,
    `<path d="M${CX - 96} 762 L${CX - 30} ${H + 10} L${CX - 70} ${H + 10} L${CX - 150} 880 L${CX - 110} 860 L${CX - 130} 790Z" fill="#C28B5A"/>`,
    `<path d="M${CX + 96} 762 L${CX + 30} ${H + 10} L${CX + 70} ${H + 10} L${CX + 150} 880 L${CX + 110} 860 L${CX + 130} 790Z" fill="#8E5E36"/>`,
    `<path d="M${CX - 70} 742 Q${CX} 820 ${CX + 70} 742" fill="none" stroke="#D9CBB3" stroke-width="3"/>`,
  ].join("");
  const face = [
    `<path d="${faceD({ half: 128, jaw: 0.96 })}" fill="${skin}"/>`,
    faceShading(shade),
    blush("#D0705F"),
    brows(hair, { y: 408, thick: 0.9, tilt: 2 }),
    eye(CX - 58, 452, { lash: true, id: "f1a", iris: "#4A2E1E" }),
    eye(CX + 58, 452, { lash: true, id: "f1b", iris: "#4A2E1E" }),
    nose(shade),
    lips("#B34E4A", { y: 572, w: 32, full: 1.1 }),
  ].join("");
  const necklace = `<path d="M${CX - 60} 760 Q${CX} 830 ${CX + 60} 760" fill="none" stroke="#D9B15E" stroke-width="2.5"/><circle cx="${CX}" cy="800" r="6" fill="#D9B15E"/>`;
  return svgDoc(
    [
      backdrop({ bg0: "#C9714B", bg1: "#8E4329", arch: "#E9D8BE", archLine: "#F3E6D0", sun: null }),
      `<g transform="translate(0 36)">${back}</g>`,
      neck(skin, shade, 56),
      clothes,
      necklace,
      `<g transform="translate(0 36)">${face}${top}${locks}${waves}</g>`,
    ].join(""),
  );
}

function femaleTwo() {
  const skin = "#8E5A3C";
  const shade = "#5E3824";
  const hair = "#1E1410";
  const hairHi = "#3A2A22";
  // voluminous natural curls
  const curls = [];
  const ring = [
    [CX - 170, 330, 70],
    [CX - 120, 250, 80],
    [CX - 40, 212, 84],
    [CX + 50, 214, 84],
    [CX + 130, 252, 80],
    [CX + 180, 330, 72],
    [CX + 196, 420, 66],
    [CX + 186, 510, 60],
    [CX - 196, 420, 66],
    [CX - 186, 510, 60],
    [CX - 160, 580, 46],
    [CX + 160, 580, 46],
    [CX, 290, 110],
  ];
  for (const [x, y, r] of ring) curls.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${hair}"/>`);
  const texture = [];
  const tex = [
    [CX - 150, 300],
    [CX - 90, 240],
    [CX - 10, 215],
    [CX + 80, 230],
    [CX + 150, 290],
    [CX + 190, 380],
    [CX - 190, 380],
    [CX + 200, 470],
    [CX - 200, 470],
    [CX - 60, 270],
    [CX + 40, 260],
    [CX + 175, 545],
    [CX - 175, 545],
  ];
  for (const [x, y] of tex)
    texture.push(
      `<path d="M${x - 18} ${y + 6} q18 -26 36 0" fill="none" stroke="${hairHi}" stroke-width="3.5" stroke-linecap="round" opacity=".7"/>`,
    );
  const clothes = [
    `<path d="${torsoD(0.95)}" fill="#6E1F2E"/>`,
    // turtleneck collar
    `<path d="M${CX - 78} 700 C${CX - 80} 740 ${CX - 84} 770 ${CX - 96} 790 C${CX - 40} 810 ${CX + 40} 810 ${CX + 96} 790 C${CX + 84} 770 ${CX + 80} 740 ${CX + 78} 700 C${CX + 30} 716 ${CX - 30} 716 ${CX - 78} 700Z" fill="#7E2636"/>`,
    `<g fill="none" stroke="#5A1824" stroke-width="3" opacity=".8"><path d="M${CX - 80} 730 C${CX - 30} 744 ${CX + 30} 744 ${CX + 80} 730"/><path d="M${CX - 84} 760 C${CX - 30} 776 ${CX + 30} 776 ${CX + 84} 760"/></g>`,
    `<path d="M${CX - 250} ${H} C${CX - 240} 920 ${CX - 230} 880 ${CX - 220} 850" fill="none" stroke="#561521" stroke-width="4" opacity=".7"/>`,
    `<path d="M${CX + 250} ${H} C${CX + 240} 920 ${CX + 230} 880 ${CX + 220} 850" fill="none" stroke="#561521" stroke-width="4" opacity=".7"/>`,
  ].join("");
  const face = [
    `<path d="${faceD({ half: 126, jaw: 0.94, top: 272 })}" fill="${skin}"/>`,
    faceShading(shade),
    blush("#C0504A"),
    brows(hair, { y: 410, thick: 1, tilt: 3 }),
    eye(CX - 57, 454, { lash: true, id: "f2a", iris: "#2A1A12", sclera: "#F3E9DE" }),
    eye(CX + 57, 454, { lash: true, id: "f2b", iris: "#2A1A12", sclera: "#F3E9DE" }),
    nose(shade),
    lips("#7E3A34", { y: 574, w: 34, full: 1.2 }),
    `<path d="M${CX - 112} 330 C${CX - 60} 300 ${CX + 60} 300 ${CX + 112} 330 C${CX + 60} 318 ${CX - 60} 318 ${CX - 112} 330Z" fill="${hair}" opacity=".5"/>`,
  ].join("");
  const hoops = [-1, 1]
    .map(
      (s) => `<circle cx="${CX + s * 138}" cy="532" r="26" fill="none" stroke="#DDB564" stroke-width="5"/>`,
    )
    .join("");
  const fringe = [
    [CX - 100, 300, 40],
    [CX - 40, 280, 44],
    [CX + 30, 280, 44],
    [CX + 96, 298, 40],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${hair}"/>`)
    .join("");
  return svgDoc(
    [
      backdrop({ bg0: "#2C4F3E", bg1: "#14271D", arch: "#3C6451", archLine: "#C9A24B", sun: null }),
      `<g transform="translate(0 36)">${curls.join("")}${texture.join("")}</g>`,
      neck(skin, shade, 58),
      clothes,
      `<g transform="translate(0 36)">${ears(skin, shade)}${face}${fringe}${hoops}</g>`,
    ].join(""),
  );
}

function maleOne() {
  const skin = "#E3B491";
  const shade = "#B07A5A";
  const hair = "#2A1C16";
  const hairHi = "#4A3428";
  const hairTop = `<path d="M${CX - 140} 430 C${CX - 152} 330 ${CX - 110} 246 ${CX - 10} 238 C${CX + 60} 226 ${CX + 132} 250 ${CX + 148} 320 C${CX + 156} 360 ${CX + 148} 400 ${CX + 140} 430 C${CX + 132} 390 ${CX + 126} 360 ${CX + 108} 336 C${CX + 40} 330 ${CX - 40} 312 ${CX - 84} 300 C${CX - 112} 330 ${CX - 128} 380 ${CX - 140} 430Z" fill="${hair}"/>`;
  const hairLines = `<g fill="none" stroke="${hairHi}" stroke-width="4" stroke-linecap="round" opacity=".9"><path d="M${CX - 80} 270 C${CX - 30} 252 ${CX + 40} 250 ${CX + 110} 280"/><path d="M${CX - 110} 300 C${CX - 60} 276 ${CX + 20} 270 ${CX + 90} 296"/></g>`;
  const beard = `<path d="M${CX - 132} 470 C${CX - 128} 540 ${CX - 110} 600 ${CX - 60} 634 C${CX - 30} 652 ${CX + 30} 652 ${CX + 60} 634 C${CX + 110} 600 ${CX + 128} 540 ${CX + 132} 470 C${CX + 120} 520 ${CX + 96} 546 ${CX + 60} 548 C${CX + 30} 540 ${CX - 30} 540 ${CX - 60} 548 C${CX - 96} 546 ${CX - 120} 520 ${CX - 132} 470Z" fill="${hair}" opacity=".88"/>`;
  const moustache = `<path d="M${CX - 46} 562 C${CX - 30} 540 ${CX - 8} 542 ${CX} 550 C${CX + 8} 542 ${CX + 30} 540 ${CX + 46} 562 C${CX + 20} 556 ${CX - 20} 556 ${CX - 46} 562Z" fill="${hair}"/>`;
  const clothes = [
    `<path d="${torsoD(1.05)}" fill="#1D2B45"/>`,
    // white shirt with open collar
    `<path d="M${CX - 72} 742 L${CX - 40} 900 L${CX} 840 L${CX + 40} 900 L${CX + 72} 742 Z" fill="#F2EEE6"/>`,
    `<path d="M${CX - 72} 742 L${CX - 110} 800 L${CX - 40} 870 L${CX - 20} 800Z" fill="#FFFFFF"/>`,
    `<path d="M${CX + 72} 742 L${CX + 110} 800 L${CX + 40} 870 L${CX + 20} 800Z" fill="#E6E1D8"/>`,
    `<path d="M${CX - 12} 790 L${CX} 840 L${CX + 12} 790 Q${CX} 800 ${CX - 12} 790Z" fill="${shade}" opacity=".5"/>`,
    // navy blazer lapels
    `<path d="M${CX - 380} ${H + 10}L${CX - 380} 930C${CX - 370} 850 ${CX - 310} 806 ${CX - 200} 788C${CX - 160} 780 ${CX - 128} 770 ${CX - 110} 758L${CX - 120} 830L${CX - 60} 880L${CX - 20} ${H + 10}Z" fill="#22324F"/>`,
    `<path d="M${CX + 380} ${H + 10}L${CX + 380} 930C${CX + 370} 850 ${CX + 310} 806 ${CX + 200} 788C${CX + 160} 780 ${CX + 128} 770 ${CX + 110} 758L${CX + 120} 830L${CX + 60} 880L${CX + 20} ${H + 10}Z" fill="#1A2740"/>`,
    `<path d="M${CX - 110} 758 L${CX - 150} 860 L${CX - 118} 870 L${CX - 50} 960 L${CX - 60} 880 L${CX - 120} 830Z" fill="#2C3E60"/>`,
    `<path d="M${CX + 110} 758 L${CX + 150} 860 L${CX + 118} 870 L${CX + 50} 960 L${CX + 60} 880 L${CX + 120} 830Z" fill="#15203A"/>`,
    `<path d="M${CX + 190} 900 l70 -6" stroke="#15203A" stroke-width="4"/>`,
    `<path d="M${CX + 200} 898 l10 -20 l12 14 l14 -18 l10 22Z" fill="#C9A24B"/>`,
  ].join("");
  const face = [
    `<path d="${faceD({ half: 136, jaw: 1.05, chin: 0.8, bottom: 636 })}" fill="${skin}"/>`,
    faceShading(shade),
    beard,
    brows(hair, { y: 408, thick: 1.3, tilt: -2 }),
    eye(CX - 58, 456, { id: "m1a", iris: "#3E2A1C", scale: 0.95 }),
    eye(CX + 58, 456, { id: "m1b", iris: "#3E2A1C", scale: 0.95 }),
    nose(shade, 524),
    lips("#A86452", { y: 578, w: 30, full: 0.8 }),
    moustache,
  ].join("");
  return svgDoc(
    [
      backdrop({ bg0: "#E6CFA4", bg1: "#C9A878", arch: "#C4663F", archLine: "#8E3F24", sun: null }),
      neck(skin, shade, 64),
      clothes,
      `<g transform="translate(0 40)">${ears(skin, shade)}${face}${hairTop}${hairLines}</g>`,
    ].join(""),
  );
}

function maleTwo() {
  const skin = "#C68D68";
  const shade = "#8E5C40";
  const hair = "#9C9A96";
  const hairD = "#5E5B58";
  const hairTop = `<path d="M${CX - 142} 440 C${CX - 160} 330 ${CX - 120} 240 ${CX} 232 C${CX + 120} 230 ${CX + 162} 320 ${CX + 142} 440 C${CX + 132} 380 ${CX + 120} 340 ${CX + 100} 320 C${CX + 40} 300 ${CX - 40} 296 ${CX - 100} 318 C${CX - 120} 340 ${CX - 134} 390 ${CX - 142} 440Z" fill="${hair}"/>`;
  const combed = `<g fill="none" stroke="${hairD}" stroke-width="3.5" stroke-linecap="round" opacity=".8"><path d="M${CX - 90} 300 C${CX - 40} 262 ${CX + 40} 252 ${CX + 120} 290"/><path d="M${CX - 110} 330 C${CX - 60} 290 ${CX + 30} 276 ${CX + 130} 320"/><path d="M${CX - 70} 270 C${CX - 20} 248 ${CX + 50} 246 ${CX + 100} 264"/><path d="M${CX - 130} 380 C${CX - 130} 350 ${CX - 120} 330 ${CX - 100} 318"/><path d="M${CX + 134} 390 C${CX + 134} 360 ${CX + 126} 336 ${CX + 110} 322"/></g>`;
  const glasses = [-1, 1]
    .map((s) => {
      const x = CX + s * 60;
      return `<rect x="${x - 44}" y="424" width="88" height="62" rx="24" fill="#fff" fill-opacity=".08" stroke="#2B1C16" stroke-width="6"/>`;
    })
    .join("");
  const glassesExtra = `<path d="M${CX - 16} 446 Q${CX} 436 ${CX + 16} 446" fill="none" stroke="#2B1C16" stroke-width="6"/><path d="M${CX - 104} 440 L${CX - 134} 444" stroke="#2B1C16" stroke-width="5"/><path d="M${CX + 104} 440 L${CX + 134} 444" stroke="#2B1C16" stroke-width="5"/><path d="M${CX - 92} 436 l20 -8" stroke="#fff" stroke-width="3" opacity=".35" stroke-linecap="round"/><path d="M${CX + 28} 436 l20 -8" stroke="#fff" stroke-width="3" opacity=".35" stroke-linecap="round"/>`;
  const clothes = [
    `<path d="${torsoD(1.05)}" fill="#2E4A3B"/>`,
    // shirt collar under a crew-neck sweater
    `<path d="M${CX - 70} 742 L${CX - 104} 790 L${CX - 40} 800 L${CX} 770 L${CX + 40} 800 L${CX + 104} 790 L${CX + 70} 742Z" fill="#DDE4EA"/>`,
    `<path d="M${CX - 20} 790 L${CX} 770 L${CX + 20} 790 L${CX + 12} 880 L${CX} 900 L${CX - 12} 880Z" fill="#7A2434"/>`,
    `<path d="M${CX - 140} 790 C${CX - 110} 860 ${CX - 60} 900 ${CX} 906 C${CX + 60} 900 ${CX + 110} 860 ${CX + 140} 790 C${CX + 150} 820 ${CX + 120} 880 ${CX} 930 C${CX - 120} 880 ${CX - 150} 820 ${CX - 140} 790Z" fill="#24402F"/>`,
    `<path d="M${CX - 380} ${H + 10}L${CX - 380} 930C${CX - 370} 850 ${CX - 310} 806 ${CX - 200} 788C${CX - 180} 784 ${CX - 160} 788 ${CX - 140} 790C${CX - 150} 820 ${CX - 120} 880 ${CX} 930C${CX + 120} 880 ${CX + 150} 820 ${CX + 140} 790C${CX + 160} 788 ${CX + 180} 784 ${CX + 200} 788C${CX + 310} 806 ${CX + 370} 850 ${CX + 380} 930L${CX + 380} ${H + 10}Z" fill="#2E4A3B"/>`,
    `<g fill="none" stroke="#24402F" stroke-width="3" opacity=".7"><path d="M${CX - 300} ${H} V880"/><path d="M${CX - 260} ${H} V860"/><path d="M${CX + 260} ${H} V860"/><path d="M${CX + 300} ${H} V880"/></g>`,
  ].join("");
  const face = [
    `<path d="${faceD({ half: 134, jaw: 1.02, chin: 0.9, bottom: 634 })}" fill="${skin}"/>`,
    faceShading(shade),
    `<path d="M${CX - 40} 610 Q${CX} 628 ${CX + 40} 610" fill="none" stroke="${shade}" stroke-width="3" opacity=".35"/>`,
    brows("#6E6A66", { y: 404, thick: 1.2, tilt: -1 }),
    eye(CX - 60, 456, { id: "m2a", iris: "#4A5A3A", scale: 0.9 }),
    eye(CX + 60, 456, { id: "m2b", iris: "#4A5A3A", scale: 0.9 }),
    nose(shade, 526),
    lips("#9E5A48", { y: 580, w: 32, full: 0.75 }),
    `<path d="M${CX - 70} 520 Q${CX - 80} 560 ${CX - 52} 590" fill="none" stroke="${shade}" stroke-width="3" opacity=".3"/><path d="M${CX + 70} 520 Q${CX + 80} 560 ${CX + 52} 590" fill="none" stroke="${shade}" stroke-width="3" opacity=".3"/>`,
    glasses,
    glassesExtra,
  ].join("");
  return svgDoc(
    [
      backdrop({ bg0: "#26395A", bg1: "#121D33", arch: "#3D5677", archLine: "#C9A24B", sun: null }),
      neck(skin, shade, 64),
      clothes,
      `<g transform="translate(0 40)">${ears(skin, shade)}${face}${hairTop}${combed}</g>`,
    ].join(""),
  );
}

export const AVATARS = {
  "female-avatar-1": femaleOne,
  "female-avatar-2": femaleTwo,
  "male-avatar-1": maleOne,
  "male-avatar-2": maleTwo,
};

// ---------------------------------------------------------------------------------------------
// Rasterise
// ---------------------------------------------------------------------------------------------

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(here, "../public/avatars");
  await mkdir(outDir, { recursive: true });
  for (const [name, build] of Object.entries(AVATARS)) {
    const svg = build();
    const jpeg = await sharp(Buffer.from(svg))
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
    const file = path.join(outDir, `${name}.jpg`);
    await writeFile(file, jpeg);
    console.log(`${path.relative(process.cwd(), file)}  ${(jpeg.length / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
