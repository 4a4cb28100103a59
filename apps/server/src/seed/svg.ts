import { mdiIcon } from './icons.ts';
import { escapeMarkup } from './text.ts';

/**
 * Small building blocks for the generated SVG artwork. Files stand alone (served as images),
 * carry no external reference and use only the generic system font stack.
 */
export const FONT = 'system-ui, sans-serif';

export function svgDocument(width: number, height: number, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${content}</svg>\n`
  );
}

/** A linear gradient definition; `angle` in degrees, 0 = left to right. */
export function linearGradient(id: string, from: string, to: string, angle = 45): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const p = (v: number) => `${Math.round(v * 100)}%`;
  return (
    `<linearGradient id="${id}" x1="${p(0.5 - dx)}" y1="${p(0.5 - dy)}" x2="${p(0.5 + dx)}" y2="${p(0.5 + dy)}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** An mdi icon scaled into a `size` box at (x, y), optionally rotated about its centre. */
export function placeIcon(
  name: string,
  x: number,
  y: number,
  size: number,
  color: string,
  opts: { rotate?: number; opacity?: number } = {},
): string {
  const icon = mdiIcon(name);
  const scale = size / icon.size;
  const rotate = opts.rotate ? ` rotate(${opts.rotate} ${icon.size / 2} ${icon.size / 2})` : '';
  const opacity = opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`;
  return `<g transform="translate(${x} ${y}) scale(${round(scale)})${rotate}" color="${color}" fill="${color}"${opacity}>${icon.body}</g>`;
}

export function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  opts: { weight?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number } = {},
): string {
  const anchor = opts.anchor && opts.anchor !== 'start' ? ` text-anchor="${opts.anchor}"` : '';
  const opacity = opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${color}"${anchor}${opacity}>${escapeMarkup(text)}</text>`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mixColor(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (hex: string, t: number) => mixColor(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mixColor(hex, '#000000', t);

/** WCAG relative luminance, used to choose white or dark ink over a background. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function inkOn(background: string): string {
  return luminance(background) > 0.45 ? darken(background, 0.7) : '#ffffff';
}
