import ts from 'typescript';

/**
 * A TypeScript program of the project's sources from `files` (entry points), type-checked as
 * tsconfig does but not emitted: for tests that read exports and their JSDoc.
 */
export function sourceProgram(files: readonly string[]): {
  program: ts.Program;
  checker: ts.TypeChecker;
} {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  return {program, checker: program.getTypeChecker()};
}
