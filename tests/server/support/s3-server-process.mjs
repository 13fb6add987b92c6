// An S3-protocol server for the tests (tests/server/support/s3-server.ts starts it): s3rver in a
// process of its own, so that a test can kill it. Arguments: directory, bucket, port (0: any
// free one). It prints one JSON line when listening ({"port":...}) and one per answered request
// ({"method","url","status"}), and exits when its parent goes away.
//
// s3rver's ListObjectsV2 continuation tokens use DES: start it with --openssl-legacy-provider.
import { createServer } from 'node:http';
import S3rver from '@20minutes/s3rver';

const [directory, bucket, portText = '0'] = process.argv.slice(2);
if (directory === undefined || bucket === undefined) {
  console.error('usage: s3-server-process.mjs <directory> <bucket> [port]');
  process.exit(2);
}

const s3rver = new S3rver({
  directory,
  silent: true,
  // s3rver computes some SigV4 canonical requests differently from the AWS SDK v3 (a bucket
  // path's trailing slash): it checks that requests are signed, but not the signature itself.
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: bucket }],
});
await s3rver.configureBuckets();

const print = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
const handle = s3rver.callback();
const server = createServer((request, response) => {
  response.on('finish', () =>
    print({ method: request.method, url: request.url, status: response.statusCode }),
  );
  void handle(request, response);
});
server.listen(Number(portText), '127.0.0.1', () => print({ port: server.address().port }));

process.on('disconnect', () => process.exit(0));
