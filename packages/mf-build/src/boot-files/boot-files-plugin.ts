import webpack, { type Chunk, type Compilation, type Compiler, type Module } from 'webpack';
import { type BootFiles, bootFilesName } from './boot-files';

/**
 * Works out, from the chunk graph, every file the host shell fetches before it can draw (issue 15: no
 * waterfall): the async boundary's chunk (`bootChunk`, the `import()` after which the shared modules are
 * negotiated) and the fallback chunk of each shared module consumed in it, and of those consumed in turn.
 * Only webpack knows which twin of a shared chunk its runtime asks for, so the list is made here, not guessed
 * from the manifest. Shared modules loaded later (a dialog, the maps) are in other chunks and stay out.
 */
export class BootFilesPlugin {
  constructor(private readonly bootChunk: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(BootFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: BootFilesPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const boot = compilation.namedChunkGroups.get(this.bootChunk);
        if (!boot) {
          compilation.errors.push(new webpack.WebpackError(`${BootFilesPlugin.name}: no chunk named "${this.bootChunk}"`));
          return;
        }
        const bootFiles: BootFiles = { files: filesOf(bootChunks(compilation, boot.chunks)), catalogues: catalogueFiles(compilation) };
        compilation.emitAsset(bootFilesName, new webpack.sources.RawSource(`${JSON.stringify(bootFiles, null, 2)}\n`));
      });
    });
  }
}

// The federation plugin's modules keep their share key in fields of their own (ProvideSharedModule, ConsumeSharedModule).
const shareKeyOfProvide = (module: Module) => (module as unknown as { _name?: string })._name;
const shareKeyOfConsume = (module: Module) => (module as unknown as { options?: { shareKey?: string } }).options?.shareKey;

function blockChunks(compilation: Compilation, module: Module): Chunk[] {
  return module.blocks.flatMap((block) => [...(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])]);
}

/**
 * The chunks each shared module the host provides is loaded from. The runtime takes a shared module from the
 * provider in the share scope (the host's, at boot), not from the consume's fallback, which webpack emits as a
 * twin chunk with another id.
 */
function providedChunks(compilation: Compilation): Map<string, Chunk[]> {
  const provided = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? shareKeyOfProvide(module) : undefined;
    if (key) provided.set(key, blockChunks(compilation, module));
  }
  return provided;
}

/** The boot chunks and, transitively, the chunks of the shared modules they consume. */
function bootChunks(compilation: Compilation, start: Iterable<Chunk>): Set<Chunk> {
  const provided = providedChunks(compilation);
  const found = new Set<Chunk>();
  const queue = [...start];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = shareKeyOfConsume(module);
      queue.push(...((key && provided.get(key)) || blockChunks(compilation, module)));
    }
  }
  return found;
}

function filesOf(chunks: Iterable<Chunk>): string[] {
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file))).sort();
}

function catalogueFiles(compilation: Compilation): Record<string, string[]> {
  const catalogues: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const locale = /^lang-(.+)$/.exec(name)?.[1];
    if (locale) catalogues[locale] = filesOf(group.chunks);
  }
  return catalogues;
}
