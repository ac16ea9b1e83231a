import { photoSuite } from "./photos-suite.ts";

photoSuite("s3");
