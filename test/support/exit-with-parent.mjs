// Preloaded (`node --import`) into every server a test starts, with stdin a pipe from the test
// process. When that process ends in any way — even killed, its exit hooks never run — the pipe
// closes and the server is told to stop, so a test run never leaves a server behind.
process.stdin.on('close', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => {});
process.stdin.resume();
