/** Words for the delivery and trade facts in site.yaml, shared by every place that shows them. */

/** 250 -> '£250'; 1500 -> '£1,500'. site.yaml holds whole pounds. */
export function formatPounds(pounds: number): string {
  return `£${String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** ['EX15', 'EX5', 'TA21'] -> 'EX15, EX5 and TA21'. */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The one sentence on the free-delivery threshold, the same wherever it is shown. */
export function freeDeliverySentence(freeFrom: number): string {
  return `Free delivery within our area on orders of ${formatPounds(freeFrom)} or more, including VAT.`;
}
