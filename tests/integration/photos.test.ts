import { photoSuite } from "./photos-suite.ts";

photoSuite("file");
