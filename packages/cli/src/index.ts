export { runCli } from './run-cli';
export { nodeIo, type CliIo, type OutStream } from './io';
export { EXIT, type ExitCode } from './errors';
