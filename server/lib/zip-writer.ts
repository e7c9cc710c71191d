/**
 * A store-only ZIP writer (no compression: the entries are JSON and already-compressed images),
 * streamed one entry at a time so an export never holds every file in memory. Decision 020.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer) {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date fields of a Date (local fields, as unzip tools read them). */
function dosDateTime(at: Date) {
  const year = Math.max(1980, at.getFullYear());
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

/** Time, date, CRC, sizes (stored: both the same) and name length: the same run in the local and the central header. */
function writeFileFields(
  buf: Buffer,
  at: number,
  f: { time: number; date: number; crc: number; size: number; nameLength: number },
) {
  buf.writeUInt16LE(f.time, at);
  buf.writeUInt16LE(f.date, at + 2);
  buf.writeUInt32LE(f.crc, at + 4);
  buf.writeUInt32LE(f.size, at + 8);
  buf.writeUInt32LE(f.size, at + 12);
  buf.writeUInt16LE(f.nameLength, at + 16);
}

export type ZipEntry = { name: string; body: Buffer; modifiedAt?: Date };

const UTF8_FLAG = 0x0800;
const MAX_32 = 0xffffffff;

/** Yields the bytes of a ZIP archive of the entries (an async source, so each file is read only when its turn comes). */
export async function* writeZip(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.body);
    const fields = {
      ...dosDateTime(entry.modifiedAt ?? new Date()),
      crc,
      size: entry.body.length,
      nameLength: name.length,
    };
    if (entry.body.length >= MAX_32 || offset >= MAX_32 || count >= 0xffff)
      throw new Error('The archive is too large for a plain ZIP.');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(UTF8_FLAG, 6);
    local.writeUInt16LE(0, 8); // stored
    writeFileFields(local, 10, fields);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by
    header.writeUInt16LE(20, 6); // needed
    header.writeUInt16LE(UTF8_FLAG, 8);
    header.writeUInt16LE(0, 10);
    writeFileFields(header, 12, fields);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    yield Buffer.concat([local, name]);
    yield entry.body;
    offset += local.length + name.length + entry.body.length;
    count++;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
