import { encode } from "uqr";

/**
 * QR codes made on the server, never in the browser: the encoder stays out of the client bundle
 * and a page carries only the drawing. A code is drawn as one SVG path, one run of dark modules
 * after another, inside a quiet zone of four modules (what scanners expect around a code).
 */
export interface QrDrawing {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** The dark modules as an SVG path, one unit per module. */
  path: string;
}

const quietZone = 4;

export function qrDrawing(text: string): QrDrawing {
  const { data } = encode(text, { ecc: "M", border: 0 });
  let path = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size: data.length + 2 * quietZone, path };
}

/** A standalone SVG file of the code (for an `<img>`), black on white. */
export function qrSvgFile(text: string): string {
  const { size, path } = qrDrawing(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
