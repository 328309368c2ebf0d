// An MP4 film made here for the tests and the benchmark: a real ISO file (ftyp, moov with an avc1 video track of
// the given size and length, mdat) written by mp4box. Its samples are filler, so it does not play: the upload reads
// only the header, as it would of a film from an editing suite.
import { createFile } from 'mp4box';

export function testFilm({
  width,
  height,
  seconds,
}: {
  width: number;
  height: number;
  seconds: number;
}): Buffer {
  const file = createFile();
  const timescale = 1000;
  const track = file.addTrack({
    type: 'avc1',
    width,
    height,
    timescale,
    duration: seconds * timescale,
    media_duration: seconds * timescale,
    brands: ['isom', 'iso2', 'avc1', 'mp41'],
    // avcC: version 1, Baseline profile, level 3.0, 4-byte lengths, no parameter sets.
    avcDecoderConfigRecord: new Uint8Array([1, 66, 0, 30, 0xff, 0xe0, 0]).buffer,
  });
  for (let second = 0; second < seconds; second++) {
    file.addSample(track, new Uint8Array(64), { duration: timescale, is_sync: true });
  }
  const stream = file.getBuffer();
  return Buffer.from(stream.buffer as ArrayBuffer, 0, stream.byteLength);
}
