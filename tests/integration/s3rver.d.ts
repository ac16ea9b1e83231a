// s3rver ships without type declarations; the little the photo tests use of it is declared here.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
