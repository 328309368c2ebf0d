// A parcel's `pkg` is its recipient data encrypted with the channel's codec (spec §3); the list decrypts it to
// show the recipient, and a package that does not decode shows as unknown rather than breaking the row.
import { parcelPackage, type ActCodec, type ParcelPackage } from '@bluemanager/protocol';

export function decodePackage(codec: ActCodec | undefined, pkg: string): ParcelPackage | undefined {
  if (!codec) return undefined;
  try {
    const parsed = parcelPackage.safeParse(codec.decryptJson(pkg));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
