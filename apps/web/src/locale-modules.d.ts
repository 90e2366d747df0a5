// Modules made by build-tools/locale-catalogues-plugin.ts.
declare module 'virtual:brigade-locale/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}

declare module 'virtual:brigade-locale-loaders' {
  /** One part of one catalogue, or undefined for an unknown language or namespace. */
  export function loadCatalogue(
    language: string,
    namespace: string,
  ): Promise<Record<string, unknown>> | undefined;
}
