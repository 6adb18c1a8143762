import { SaxesParser } from 'saxes';
import { SheetError } from './sheet-error';

/*
 * The XML parts of an .xlsx, read with saxes (pure JS, no DTD: a DOCTYPE is refused, and saxes
 * knows only the five predefined entities and numeric references, so nothing can expand).
 * Element names are local (a "x:row" is a "row"); attributes keep their prefix ("r:id").
 */

export interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

export function walkXml(xml: Buffer | string, part: string, on: XmlHandlers): void {
  const text = typeof xml === 'string' ? xml : xml.toString('utf8').replace(/^\uFEFF/, '');
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', () => {
    throw new SheetError('damaged', `${part}: DOCTYPE`);
  });
  parser.on('error', (e) => {
    throw new SheetError('damaged', `${part}: ${e.message}`);
  });
  if (on.open) {
    const open = on.open;
    parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>));
  }
  if (on.close) {
    const close = on.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  parser.write(text).close();
}

/** The value of an attribute whatever its prefix: "r:id", "id" → for `name` "id". */
export function attribute(attributes: Record<string, string>, name: string, prefixed = false) {
  for (const [key, value] of Object.entries(attributes)) {
    const colon = key.indexOf(':');
    if ((prefixed ? colon > 0 : colon < 0) && key.slice(colon + 1) === name) return value;
  }
  return undefined;
}
