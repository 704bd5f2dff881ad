/** '1 credit', '0 credits', '-1 credits' → '1 credit' only for exactly one (English plural rule). */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) === 1 ? singular : plural}`;
}
