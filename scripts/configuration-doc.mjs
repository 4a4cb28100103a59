// `npm run docs:config`: writes docs/configuration.md from the server's environment schema
// (`envSchema` in apps/server/src/config.ts): each variable's doc comment, its default and the
// values it accepts. `--check` writes nothing and exits 1 when the committed file differs, so a
// variable added, removed or re-described in config.ts without the document fails the tests
// (apps/server/test/configuration-doc.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const sourceFile = path.join(root, 'apps/server/src/config.ts');
const targetFile = path.join(root, 'docs/configuration.md');
const relative = (file) => path.relative(root, file);

/** What a variable's documentation says, read from config.ts. */
function readVariables(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let schema;
  const find = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'envSchema') schema = node;
    else ts.forEachChild(node, find);
  };
  find(source);
  const shape = schema?.initializer && ts.isCallExpression(schema.initializer) && schema.initializer.arguments[0];
  if (!shape || !ts.isObjectLiteralExpression(shape)) {
    throw new Error(`${relative(file)}: no \`const envSchema = z.object({ ... })\` found`);
  }
  let described;
  return shape.properties.map((property) => {
    if (!ts.isPropertyAssignment(property)) {
      throw new Error(
        `${relative(file)}: envSchema holds something other than \`NAME: schema\` (${property.getText(source)})`,
      );
    }
    const name = property.name.getText(source);
    const comment = docComment(property);
    if (comment) described = name;
    else if (!described) throw new Error(`${relative(file)}: ${name} has no doc comment`);
    return { name, comment, describedBy: comment ? undefined : described, ...readSchema(property.initializer, source) };
  });
}

/** The `/** *\/` comment right above a property, as one line of text. */
function docComment(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter((doc) => ts.isJSDoc(doc));
  const text = docs.length ? ts.getTextOfJSDocComment(docs[docs.length - 1].comment) : undefined;
  return text?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * The calls of a variable's schema, outermost last: `z.coerce.number().int().min(0).default(3000)`
 * gives number, int, min, default with their arguments' source text.
 */
function calls(expression, source) {
  const chain = [];
  let node = expression;
  while (node) {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText(source);
      chain.unshift({ name, args: node.arguments });
      node = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
    } else if (ts.isPropertyAccessExpression(node)) {
      node = node.expression;
    } else {
      // The schema's root: `z` or a shared schema such as `flag`.
      chain.unshift({ name: node.getText(source), args: [] });
      node = undefined;
    }
  }
  return chain;
}

/** A literal argument as it reads in the environment: `10_000` as 10000, a string unquoted. */
function literal(node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return String(Number(node.text.replaceAll('_', '')));
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken)
    return `-${literal(node.operand)}`;
  return undefined;
}

const grouped = (value) => Number(value).toLocaleString('en-US');
const code = (value) => `\`${value}\``;
/** A refusal message as a description: "must be a URL" reads "a URL". */
const accepted = (message) => message.replace(/^must be /, '');

/** Its default and what it accepts, from the schema's calls. */
function readSchema(expression, source) {
  const chain = calls(expression, source);
  const call = (name) => chain.find((each) => each.name === name);
  const argument = (name, index = 0) => call(name)?.args[index];
  const defaultArg = argument('default');
  const fallback = defaultArg ? literal(defaultArg) : undefined;
  if (defaultArg && fallback === undefined) {
    throw new Error(`${relative(sourceFile)}: a default that is not a literal (${defaultArg.getText(source)})`);
  }
  const min = argument('min') && literal(argument('min'));
  const max = argument('max') && literal(argument('max'));
  const message = (name, index) => {
    const node = argument(name, index);
    return node && ts.isStringLiteralLike(node) ? node.text : undefined;
  };
  let accepts;
  if (chain[0]?.name === 'flag') {
    accepts = `${code('true')} or ${code('false')} (${code('1')}, ${code('0')})`;
  } else if (call('enum')) {
    const values = argument('enum');
    const names = values && ts.isArrayLiteralExpression(values) ? values.elements.map((each) => literal(each)) : [];
    accepts = names.map(code).join(', ');
  } else if (call('number')) {
    const kind = call('int') ? 'a whole number' : 'a number';
    accepts =
      min !== undefined && max !== undefined
        ? `${kind} from ${grouped(min)} to ${grouped(max)}`
        : min !== undefined
          ? `${kind}, at least ${grouped(min)}`
          : kind;
  } else if (call('url')) {
    accepts = 'a URL';
  } else if (call('regex')) {
    accepts = accepted(message('regex', 1) ?? 'text matching a pattern');
  } else if (message('min', 1)) {
    accepts = accepted(message('min', 1));
  } else {
    accepts = 'text';
  }
  return { fallback, accepts };
}

/**
 * The default column: the schema's own default, else what the comment says of the variable
 * left unset ("NAME=value (the default)", "Unset: ..."), else unset. A sentence used here is
 * taken out of the meaning, which would only repeat it.
 */
function defaultAndMeaning(variable) {
  let meaning = variable.describedBy
    ? `Described under [${code(variable.describedBy)}](#${variable.describedBy.toLowerCase()}).`
    : variable.comment;
  if (variable.fallback !== undefined) return { fallback: code(variable.fallback), meaning };
  const named = variable.comment?.match(new RegExp(`\\b${variable.name}=(\\S+) \\(the default\\)`));
  const when = variable.comment?.match(new RegExp(`\\b${variable.name}=(\\S+) \\(the default (when [^)]*)\\)`));
  if (named) {
    return { fallback: code(named[1]) + (when ? ` (${code(when[1])} ${when[2]})` : ''), meaning };
  }
  const unset = meaning.match(/(^|\s)Unset: ([^]*?\.)(?=\s|$)/);
  if (unset) {
    meaning = meaning.replace(unset[0], '').trim();
    return { fallback: unset[2].replace(/\.$/, ''), meaning };
  }
  return { fallback: 'unset', meaning };
}

function markdown(variables) {
  const sections = variables.map((variable) => {
    const { fallback, meaning } = defaultAndMeaning(variable);
    return `### ${code(variable.name)}\n\n${meaning}\n\nDefault: ${fallback}. Accepts ${variable.accepts}.\n`;
  });
  return `# Configuration

<!-- Generated from apps/server/src/config.ts by \`npm run docs:config\`: edit the comments there, not this file. -->

Souk reads its settings from environment variables, all optional in local mode (\`APP_ENV=local\`,
the default). A shop open to the public (\`APP_ENV=production\`) needs \`APP_URL\`, and more with
\`REDIS_URL\`; [Production](production.md) says what production changes. The environment is read
once, at start: a bad or missing value stops start-up with a message naming the variable and what
to set (\`Invalid configuration:\`, then one line per variable: \`NAME: what is wrong\`).

Beyond each value on its own, start-up checks that:

- \`PUSHER_APP_ID\`, \`PUSHER_APP_KEY\` and \`PUSHER_APP_SECRET\` are all set or none is, and all
  three are set for an external realtime service (\`REALTIME_SERVER=external\`, or \`PUSHER_HOST\` set);
- in production, \`APP_URL\` is set;
- in production with \`REDIS_URL\` (several processes sharing the shop), \`REALTIME_SERVER\` is
  \`external\` (the built-in realtime server of one process does not reach shoppers connected to
  another) and, while the sandbox gateway is on (\`PAYMENTS_SANDBOX\`), \`PAYMENT_LINK_SECRET\` is
  set, the same in every process;
- \`S3_ACCESS_KEY_ID\` and \`S3_SECRET_ACCESS_KEY\` are both set or neither is, and \`S3_BUCKET\` is
  set whenever another \`S3_\` setting is (a store half configured would keep uploads on one
  machine's disk).

Some variables pair with a setting a shop owner turns on: reCAPTCHA (the \`recaptcha\` setting)
checks its answers at \`RECAPTCHA_VERIFY_URL\`, and while it is on the storefront's CSP allows
\`RECAPTCHA_SCRIPT_URL\`'s origin for scripts and frames; social sign-in takes its client ids
from the \`social_auths\` setting, the storefront's Google and Apple sign-in pages come from their
issuers' discovery, and its Facebook popup goes to \`FACEBOOK_DIALOG_URL\`.

Everything a shop owner changes while the shop runs (logo, name, theme colours, languages,
currencies, payment options, the multi-vendor switch, menus, footer) is not configuration: it
lives in the database's \`settings\`, \`languages\`, \`currencies\`, \`menus\`, \`footer_*\` and
\`social_links\` tables, and the storefront picks a change up on the next page load, with no
rebuild.

## Variables

${variables.length} variables, in the order \`config.ts\` lists them: what each means, its default
and what it accepts.

${sections.join('\n')}`;
}

async function formatted(text) {
  const options = (await prettier.resolveConfig(targetFile)) ?? {};
  return prettier.format(text, { ...options, filepath: targetFile });
}

const variables = readVariables(sourceFile);
const written = await formatted(markdown(variables));

if (process.argv.includes('--check')) {
  let committed;
  try {
    committed = readFileSync(targetFile, 'utf8');
  } catch {
    committed = undefined;
  }
  if (committed !== written) {
    const ours = written.split('\n');
    const theirs = committed?.split('\n') ?? [];
    const line = ours.findIndex((text, i) => text !== theirs[i]);
    console.error(
      committed === undefined
        ? `${relative(targetFile)} is missing.`
        : `${relative(targetFile)} is out of date with ${relative(sourceFile)}` +
            ` (first difference at line ${(line < 0 ? ours.length : line) + 1}).`,
    );
    console.error('Run `npm run docs:config` and commit the result.');
    process.exit(1);
  }
  console.log(`${relative(targetFile)} is up to date (${variables.length} variables).`);
} else {
  writeFileSync(targetFile, written);
  console.log(`Wrote ${relative(targetFile)} (${variables.length} variables).`);
}
