import type { Linter } from 'eslint';

/** The flat-config blocks that keep the layers (layers.js); `root` is the repository root. */
export function layerRules(root: string): Linter.Config[];
