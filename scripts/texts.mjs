#!/usr/bin/env node
// `npm run texts`: turns the catalogues into the modules the code imports (docs/decisions/069).
//
// Each area's words live in two Gettext files a translator opens in any PO editor:
//   <name>.pot     English: msgctxt is the key the code uses, msgid the English (an ICU message);
//   <name>.ta.po   Tamil: the same keys and English, msgstr the Tamil.
// A `<name>.ta.po` without a `.pot` words something whose English lives in the code (the
// certificate definitions); a unit test holds its English to the code's.
//
// For each language this writes `<name>.<lang>.js` (the messages compiled by messageformat, so the
// browser runs no ICU parser) and `<name>.<lang>.d.ts` (a text without values is a string, one with
// values a function of them). Both are generated, ignored by Git, and made again by `npm install`,
// `npm start`, `npm run dev`, `npm run build` and `npm run verify`.
//
// It fails, naming each one, on a Tamil message that is missing, empty, marked fuzzy, without a
// Tamil letter (and not the English as it is), left over from a key the English no longer has,
// written for older English (its msgid differs), or using other values than the English; and on a
// message that is not valid ICU.
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import { parse } from '@messageformat/parser';
import gettextParser from 'gettext-parser';
import { existsSync, readFileSync, readdirSync, statSync, watch, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The folder to look in: `src`, or another one given first (the unit test's). */
const SOURCE = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'src';

function catalogueFiles(folder, found = []) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) catalogueFiles(path, found);
    else if (name.endsWith('.pot') || name.endsWith('.ta.po')) found.push(path);
  }
  return found;
}

/** The messages of one PO file by key (msgctxt), each with its English (msgid) and its text (msgstr). */
function readPo(path, problems) {
  const { translations } = gettextParser.po.parse(readFileSync(path));
  const messages = new Map();
  for (const [context, entries] of Object.entries(translations)) {
    for (const entry of Object.values(entries)) {
      if (!entry.msgid) continue; // the header
      if (!context) {
        problems.push(`${path}: "${entry.msgid}" has no msgctxt (the key the code reads it by)`);
        continue;
      }
      if (messages.has(context)) problems.push(`${path}: the key ${context} appears twice`);
      const fuzzy = /\bfuzzy\b/.test(entry.comments?.flag ?? '');
      messages.set(context, { english: entry.msgid, text: entry.msgstr?.[0] ?? '', fuzzy });
    }
  }
  return messages;
}

/** The names of the values a message takes, with the type each needs. */
function valuesOf(message, path, key, problems) {
  const values = new Map();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') values.set(token.arg, values.get(token.arg) ?? 'string | number');
      if (token.type === 'function') values.set(token.arg, token.key === 'number' ? 'number' : 'string | number');
      if (token.type === 'plural' || token.type === 'selectordinal') values.set(token.arg, 'number');
      if (token.type === 'select') values.set(token.arg, 'string');
      for (const branch of token.cases ?? []) visit(branch.tokens);
    }
  };
  try {
    visit(parse(message, { strict: false }));
  } catch (error) {
    problems.push(`${path}: ${key} is not a valid ICU message (${error.message})`);
  }
  return values;
}

function sameValues(a, b) {
  return a.size === b.size && [...a.keys()].every((name) => b.has(name));
}

/** A Tamil text may name an English word (a brand, "Aadhaar"), but it is written in Tamil. */
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/** The Tamil checked against the English: every problem a translator must fix, by file and key. */
function checkTamil(englishPath, english, tamilPath, tamil, problems) {
  for (const [key, { english: source }] of english) {
    const found = tamil.get(key);
    if (!found) problems.push(`${tamilPath}: ${key} is missing ("${source}")`);
    else if (!found.text) problems.push(`${tamilPath}: ${key} has no Tamil yet`);
    else if (found.fuzzy) problems.push(`${tamilPath}: ${key} is marked fuzzy: check the Tamil and remove the mark`);
    else if (!TAMIL_LETTER.test(found.text) && found.text !== source)
      problems.push(`${tamilPath}: ${key} has no Tamil letter: is it still English? ("${found.text}")`);
    else if (found.english !== source)
      problems.push(`${tamilPath}: ${key} was written for older English: "${found.english}" is now "${source}" in ${englishPath}`);
    else if (!sameValues(valuesOf(source, englishPath, key, []), valuesOf(found.text, tamilPath, key, problems)))
      problems.push(`${tamilPath}: ${key} takes other values than the English`);
  }
  for (const key of tamil.keys()) if (!english.has(key)) problems.push(`${tamilPath}: ${key} is not in ${englishPath}: remove it`);
}

/** Dotted keys (`taxTitles.property`) become nested objects, as the code reads them. */
function nested(messages, pick) {
  const tree = {};
  for (const [key, message] of messages) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path.at(-1)] = pick(message, key);
  }
  return tree;
}

function typeOf(tree, indent = '  ') {
  const lines = Object.entries(tree).map(([key, value]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    if (typeof value === 'string') return `${indent}${name}: ${value};`;
    return `${indent}${name}: {\n${typeOf(value, indent + '  ')}\n${indent}};`;
  });
  return lines.join('\n');
}

function signature(values) {
  if (values.size === 0) return 'string';
  const fields = [...values].map(([name, type]) => `${name}: ${type}`).join('; ');
  return `(values: { ${fields} }) => string`;
}

function writeIfChanged(path, content) {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  writeFileSync(path, content);
}

/**
 * The module of one language: a message without values is its string, one with values the
 * function messageformat compiled it to (messageformat writes every message as a function).
 */
function writeModule(stem, language, messages, from, typeSource, problems) {
  let compiled;
  try {
    compiled = compileModule(
      new MessageFormat(language),
      nested(messages, ({ text }) => text),
    );
  } catch (error) {
    problems.push(`${from}: not written: ${error.message}`);
    return;
  }
  const body = compiled.replace(/^(\s*(?:"(?:[^"\\]|\\.)*"|[^\s:]+): )\(\) => ("(?:[^"\\]|\\.)*")(,?)$/gm, '$1$2$3');
  if (body.includes('() =>')) throw new Error(`${from}: messageformat compiled a message without values to something other than a string`);
  const header = `// Generated by scripts/texts.mjs from ${basename(from)}: edit the catalogue, not this file.\n`;
  writeIfChanged(`${stem}.${language}.js`, header + body);
  writeIfChanged(`${stem}.${language}.d.ts`, header + typeSource);
}

function generate(problems) {
  const files = catalogueFiles(SOURCE);
  for (const path of files.filter((file) => file.endsWith('.pot'))) {
    const stem = path.slice(0, -'.pot'.length);
    const english = readPo(path, problems);
    const englishTexts = new Map([...english].map(([key, { english: text }]) => [key, { text }]));
    const types = nested(english, ({ english: text }, key) => signature(valuesOf(text, path, key, problems)));
    writeModule(stem, 'en', englishTexts, path, `declare const texts: {\n${typeOf(types)}\n};\nexport default texts;\n`, problems);
    const tamilPath = `${stem}.ta.po`;
    if (!existsSync(tamilPath)) {
      problems.push(`${tamilPath} is missing: copy ${path} and translate it`);
      continue;
    }
    const tamil = readPo(tamilPath, problems);
    checkTamil(path, english, tamilPath, tamil, problems);
    writeModule(stem, 'ta', tamil, tamilPath, `export { default } from './${basename(stem)}.en';\n`, problems);
  }
  for (const path of files.filter((file) => file.endsWith('.ta.po') && !existsSync(file.replace(/\.ta\.po$/, '.pot')))) {
    const stem = path.slice(0, -'.ta.po'.length);
    const tamil = readPo(path, problems);
    for (const [key, { text }] of tamil) if (!text) problems.push(`${path}: ${key} has no Tamil yet`);
    const types = nested(tamil, ({ text }, key) => signature(valuesOf(text, path, key, problems)));
    writeModule(stem, 'ta', tamil, path, `declare const texts: {\n${typeOf(types)}\n};\nexport default texts;\n`, problems);
  }
}

function run() {
  const problems = [];
  generate(problems);
  for (const problem of problems) console.error(problem);
  return problems.length === 0;
}

if (!run()) process.exitCode = 1;
if (process.argv.includes('--watch')) {
  let timer;
  watch(SOURCE, { recursive: true }, (_, name) => {
    if (!name || !/\.(pot|po)$/.test(name)) return;
    clearTimeout(timer);
    timer = setTimeout(run, 100);
  });
}
