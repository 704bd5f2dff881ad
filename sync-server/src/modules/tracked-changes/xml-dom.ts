import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/** Parses XML with xmldom; null when it is not well-formed (xmldom would otherwise only warn and go on). */
export function parseXml(xml: string): Document | null {
  let failed = false;
  const doc = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: () => {
        failed = true;
      },
      fatalError: () => {
        failed = true;
      },
    },
  }).parseFromString(xml, 'application/xml');
  return failed || !doc.documentElement ? null : doc;
}

export function serializeXml(doc: Document): string {
  return new XMLSerializer().serializeToString(doc);
}
