// A film's width, height and length as its MP4 header says them, read by mp4box (the whole file is in memory: the
// upload's size limit keeps it small).
import { createFile, MP4BoxBuffer } from 'mp4box';

export interface Mp4Facts {
  width: number;
  height: number;
  durationMs: number;
}

export function mp4Facts(content: Buffer): Mp4Facts | undefined {
  const file = createFile();
  let facts: Mp4Facts | undefined;
  file.onReady = (info) => {
    const track = info.videoTracks[0];
    const timescale = info.timescale;
    if (!track || !timescale) return;
    facts = {
      width: Math.round(track.video?.width ?? track.track_width),
      height: Math.round(track.video?.height ?? track.track_height),
      durationMs: Math.round((info.duration / timescale) * 1000),
    };
  };
  try {
    const copy = content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength);
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy as ArrayBuffer, 0));
    file.flush();
  } catch {
    return undefined;
  }
  return facts && facts.width > 0 && facts.height > 0 ? facts : undefined;
}
