import Basics
import Glibc

/// The heap on 2 MiB pages where the kernel allows it (`MADV_HUGEPAGE`).
///
/// A one-shot command fills a few megabytes of new heap, and the kernel zero-fills it one
/// 4 KiB page at a time: about 1,500 page faults, a sixth of the command's time. Grown in
/// 64 MiB steps and advised as huge pages, the same heap takes a few faults; glibc's
/// `glibc.malloc.hugetlb=1` tunable does the same, but only when set before the process starts.
/// On a kernel that backs no huge pages (`never`), or where the advice fails, nothing changes;
/// `INTENTTODO_HUGEPAGES=off` leaves the heap as the C library grows it (where memory is so
/// fragmented that the kernel would stall to assemble huge pages). The step is address space
/// only: what is never touched is never resident.
enum HeapPages {
    static let step = 64 << 20
    static let hugePage = 2 << 20

    /// glibc's `M_TOP_PAD` (malloc.h, not in Swift's Glibc module).
    static let topPad: Int32 = -2

    static func advise(environment: [String: String] = ProcessEnvironment.values) {
        if let setting = environment["INTENTTODO_HUGEPAGES"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) { return }
        // NB: looked up, not linked: another C library may have no `mallopt`.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        guard mallopt(topPad, Int32(step)) == 1 else { return }
        // NB: blocks under the mmap threshold (128 KiB) until one does not fit in the free space
        // there is, so the heap grows now, by the step.
        let before = UInt(bitPattern: sbrk(0))
        var probes: [UnsafeMutableRawPointer] = []
        var after = before
        while after == before, probes.count < 8, let probe = malloc(120 << 10) {
            probes.append(probe)
            after = UInt(bitPattern: sbrk(0))
        }
        for probe in probes { free(probe) }
        let mask = UInt(hugePage - 1)
        let start = (before + mask) & ~mask
        guard after > start + UInt(hugePage) else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(after - start), MADV_HUGEPAGE)
    }
}
