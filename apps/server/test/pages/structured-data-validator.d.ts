// Neither package ships types; the little the JobPosting test uses of them.
declare module '@marbec/web-auto-extractor' {
  interface WebAutoExtractorOptions {
    /** Adds each root item's start,end offsets in the page as `@location`. */
    addLocation?: boolean;
    /** Keeps each root item's source HTML as `@source`, for all formats or the ones named. */
    embedSource?: boolean | ('microdata' | 'rdfa' | 'jsonld')[];
  }

  /** Items of one format (JSON-LD, microdata, RDFa), grouped by their root `@type`. */
  type ItemsByType = Record<string, Record<string, unknown>[]>;

  export interface ExtractedData {
    metatags: Record<string, unknown>;
    jsonld: ItemsByType;
    microdata: ItemsByType;
    rdfa: ItemsByType;
    headings: unknown;
    errors?: { format: string; message: string }[];
  }

  export default class WebAutoExtractor {
    constructor(options?: WebAutoExtractorOptions);
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';

  /** One finding: ERROR for a required property Google would reject, WARNING for a recommended one. */
  export interface ValidationIssue {
    rootType: string;
    dataFormat: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
    location?: string;
    source?: string;
  }

  /** Without a schema.org vocabulary it runs only Google's rich-result rules, offline. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
