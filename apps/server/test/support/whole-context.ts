import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A function whose parameter is typed the whole `AppContext`, and what its body takes from it. */
export interface WholeContextUse {
  /** `features/stores/stores.service.ts:42 storeList`, from the server's src folder. */
  where: string;
  /** The members the body reads (`ctx.db` gives `db`). */
  members: string[];
  /** The body hands the context on whole (as an argument, a spread, a return), so a pick needs its callees' picks. */
  passedWhole: boolean;
}

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function isWholeContext(type: ts.TypeNode | undefined): boolean {
  return !!type && ts.isTypeReferenceNode(type) && type.typeName.getText() === 'AppContext';
}

function functionName(fn: ts.SignatureDeclaration): string {
  if (fn.name) return fn.name.getText();
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** What the body does with the parameter named `name`: the members it reads, and whether it uses it whole. */
function usesOf(body: ts.Node, name: string): Omit<WholeContextUse, 'where'> {
  const members = new Set<string>();
  let passedWhole = false;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name && !ts.isPropertyAccessExpression(node.parent)) {
      passedWhole = true;
    } else if (ts.isIdentifier(node) && node.text === name && node.parent.getChildAt(0) === node) {
      members.add((node.parent as ts.PropertyAccessExpression).name.text);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return { members: [...members].sort(), passedWhole };
}

function parameterUse(fn: ts.SignatureDeclaration, parameter: ts.ParameterDeclaration): Omit<WholeContextUse, 'where'> {
  if (ts.isObjectBindingPattern(parameter.name)) {
    const members = parameter.name.elements.map((e) => (e.propertyName ?? e.name).getText());
    return { members: members.sort(), passedWhole: parameter.name.elements.some((e) => e.dotDotDotToken) };
  }
  const body = (fn as ts.FunctionLikeDeclaration).body;
  return body ? usesOf(body, parameter.name.getText()) : { members: [], passedWhole: false };
}

/** Every function in the server's src folder with a parameter typed the whole `AppContext`. */
export function wholeContextUses(): WholeContextUse[] {
  const found: WholeContextUse[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node) {
        for (const parameter of node.parameters.filter((p) => isWholeContext(p.type))) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const where = `${path.relative(SRC, file)}:${line} ${functionName(node)}`;
          found.push({ where, ...parameterUse(node, parameter) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The uses whose body reads only members, so the parameter could name just those. */
export function narrowable(uses: WholeContextUse[]): WholeContextUse[] {
  return uses.filter((use) => !use.passedWhole);
}

/** `node --import tsx apps/server/test/support/whole-context.ts [--list]` prints the counts (and each use). */
if (process.argv[1] === import.meta.filename) {
  const uses = wholeContextUses();
  const memberOnly = narrowable(uses);
  const dbOnly = memberOnly.filter((use) => use.members.join() === 'db');
  console.log(
    `${uses.length} functions take the whole AppContext: ${memberOnly.length} read only members of it (${dbOnly.length} only db), ${uses.length - memberOnly.length} hand it on whole`,
  );
  if (process.argv.includes('--list')) {
    for (const use of uses) console.log(`${use.passedWhole ? 'whole' : 'reads'} ${use.where} ${use.members.join(' ')}`);
  }
}
