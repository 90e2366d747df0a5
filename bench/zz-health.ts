import { benchHealthThroughput } from './health-throughput.ts';
console.log(JSON.stringify(await benchHealthThroughput()));
