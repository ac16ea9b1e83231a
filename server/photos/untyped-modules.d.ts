// heic-decode ships without type declarations; the little the photo pipeline uses is declared here.
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode: () => Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    all: (input: { buffer: Uint8Array | ArrayBuffer }) => Promise<HeifImage[] & { dispose: () => void }>;
  }
  const decode: Decode;
  export default decode;
}
