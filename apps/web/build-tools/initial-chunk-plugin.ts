/**
 * Puts every module the entry needs into one chunk, so what the first page needs downloads as one
 * file. Left alone, the bundler moves modules shared with lazy chunks (React, React Router, Radix…)
 * into several small common chunks, which compress worse and cost ~1.5 KB more gzipped on the
 * first load. Lazy chunks import what they need from it.
 *
 * "Needs" follows the entry's static imports, but through a module that only re-exports (a
 * package's index: lucide-react's 2,000 icons, TanStack Query's hooks, a barrel of our own) only
 * the names imported from it. Following all of a re-exporting index would put every icon or hook
 * that any lazy page uses into the first chunk, because the shell imports some other name from
 * the same index (5.5 KB gzipped of `/` when this was written).
 *
 * Use: plugins: [initialChunkPlugin()], and codeSplitting.groups: [{ name, test: isInitialModule }].
 */
import type { ESTree, Plugin } from 'vite';

const initialModules = new Set<string>();

export function isInitialModule(id: string): boolean {
  return initialModules.has(id);
}

/** All of a module's exports, or only these names. */
type Wanted = 'all' | readonly string[];

interface Import {
  source: string;
  wanted: Wanted;
}

interface ModuleShape {
  /** What the module's own code imports (none for a re-exporting module). */
  imports: Import[];
  /** Set when the module only re-exports: exported name → where from, as which name ('*': all). */
  reexports?: Map<string, { source: string; name: string }>;
  /** A re-exporting module's `export * from` sources. */
  starSources?: string[];
  /** A re-exporting module's imports for their side effects (`import './x'`). */
  bareSources?: string[];
}

function nameOf(node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral) {
  return node.type === 'Literal' ? node.value : node.name;
}

/** A module's imports, from its statements (its code as transformed: JavaScript). */
function shapeOf(program: ESTree.Program): ModuleShape {
  const imports: Import[] = [];
  const imported = new Map<string, { source: string; name: string }>();
  const reexports = new Map<string, { source: string; name: string }>();
  const starSources: string[] = [];
  const bareSources: string[] = [];
  let onlyReexports = true;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = statement.source.value;
      const names: string[] = [];
      let all = false;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') {
          all = true;
          imported.set(specifier.local.name, { source, name: '*' });
          continue;
        }
        const name =
          specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
        names.push(name);
        imported.set(specifier.local.name, { source, name });
      }
      imports.push({ source, wanted: all ? 'all' : names });
      if (statement.specifiers.length === 0) bareSources.push(source);
    } else if (statement.type === 'ExportAllDeclaration') {
      const source = statement.source.value;
      imports.push({ source, wanted: 'all' });
      if (statement.exported) reexports.set(nameOf(statement.exported), { source, name: '*' });
      else starSources.push(source);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const source = statement.source?.value;
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        const origin = source === undefined ? imported.get(local) : { source, name: local };
        if (origin) reexports.set(nameOf(specifier.exported), origin);
        else onlyReexports = false; // exports a binding of its own
      }
      if (source !== undefined) {
        imports.push({ source, wanted: statement.specifiers.map((s) => nameOf(s.local)) });
      }
    } else if (!(statement.type === 'ExpressionStatement' && statement.directive)) {
      onlyReexports = false; // code of its own ("use strict" and the like aside)
    }
  }
  return onlyReexports && imports.length > 0
    ? { imports: [], reexports, starSources, bareSources }
    : { imports };
}

export function initialChunkPlugin(): Plugin {
  return {
    name: 'brigade-initial-chunk',
    apply: 'build',
    // The module graph is complete here and chunks are not made yet.
    async buildEnd() {
      initialModules.clear();
      const shapes = new Map<string, ModuleShape | undefined>();
      const shapeOfModule = (id: string): ModuleShape | undefined => {
        if (shapes.has(id)) return shapes.get(id);
        const info = this.getModuleInfo(id);
        let shape: ModuleShape | undefined;
        if (info) {
          try {
            shape = info.code === null ? undefined : shapeOf(this.parse(info.code));
          } catch {
            shape = undefined;
          }
          // Not ESM (CommonJS's require) or unreadable: all it imports, wholly.
          if (!shape || (shape.imports.length === 0 && !shape.reexports)) {
            shape = { imports: info.importedIds.map((source) => ({ source, wanted: 'all' })) };
          }
        }
        shapes.set(id, shape);
        return shape;
      };
      const resolutions = new Map<string, string | undefined>();
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\n${source}`;
        if (resolutions.has(key)) return resolutions.get(key);
        const id = this.getModuleInfo(importer)?.importedIds.includes(source)
          ? source // already an id (the CommonJS case above)
          : (await this.resolve(source, importer))?.id;
        resolutions.set(key, id);
        return id;
      };

      const followed = new Set<string>();
      const namesFollowed = new Map<string, Set<string>>();
      const queue: { id: string; wanted: Wanted }[] = [...this.getModuleIds()]
        .filter((id) => this.getModuleInfo(id)?.isEntry)
        .map((id) => ({ id, wanted: 'all' }));
      const follow = async (source: string, importer: string, wanted: Wanted) => {
        const id = await resolve(source, importer);
        if (id !== undefined) queue.push({ id, wanted });
      };
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
        const { id, wanted } = item;
        const shape = shapeOfModule(id);
        if (!shape) continue;
        initialModules.add(id);
        if (!shape.reexports) {
          if (followed.has(id)) continue;
          followed.add(id);
          for (const { source, wanted: names } of shape.imports) await follow(source, id, names);
          continue;
        }
        // Only re-exports: follow just the names wanted from it.
        let done = namesFollowed.get(id);
        if (!done) {
          done = new Set<string>();
          namesFollowed.set(id, done);
          for (const source of shape.bareSources ?? []) await follow(source, id, []);
        }
        for (const name of wanted === 'all' ? [...shape.reexports.keys(), '*'] : wanted) {
          if (done.has(name)) continue;
          done.add(name);
          const origin = shape.reexports.get(name);
          if (origin) {
            await follow(origin.source, id, origin.name === '*' ? 'all' : [origin.name]);
            continue;
          }
          // Not named here: from its `export *` sources (all of them for 'all').
          for (const source of shape.starSources ?? []) {
            await follow(source, id, name === '*' ? 'all' : [name]);
          }
        }
      }
    },
  };
}
