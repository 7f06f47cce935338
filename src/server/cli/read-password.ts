import { createInterface } from 'node:readline';

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/**
 * Asks for a password on the terminal without echoing it. When stdin is not a terminal (a pipe
 * in a provisioning script), reads one line from it instead.
 */
export function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return readLine();

  stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let password = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(password);
    };
    const onData = (chunk: Buffer) => {
      // A paste arrives as one chunk: go through it character by character.
      for (const char of chunk.toString('utf8')) {
        if (ENTER.has(char)) return finish();
        if (char === CTRL_C || char === CTRL_D) return finish(new Error('Cancelled.'));
        if (BACKSPACE.has(char)) password = [...password].slice(0, -1).join('');
        else password += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

function readLine(): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: process.stdin, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) reject(new Error('No password was given on standard input.'));
    });
  });
}
