const KB = 1024;
const MB = 1024 * 1024;

/** A size for people, in the reader's language: "512 byte", "12 kB", "3.4 MB" (binary units). */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= MB
      ? [bytes / MB, 'megabyte']
      : bytes >= KB
        ? [bytes / KB, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}
