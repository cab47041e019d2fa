import Foundation
import StrataProject
import StrataTestSupport
import XCTest

/// `FileReader`, the one way a file is read: what a hostile checkout puts where a file is expected ends in a
/// reason, at once, without blocking or reading more than the limit.
final class FileReaderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        folder = base.resolvingSymlinksInPath().path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func contents(_ path: String) throws -> Result<[UInt8], FileReadFailure> {
        try XCTUnwrap(HostileFiles.finishes { FileReader.contents(of: path) }, "reading \(path) did not finish")
    }

    func testARegularFileIsReadWhole() throws {
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.swift"))
        XCTAssertEqual(try contents(folder + "/a.swift"), .success(Array("let x = 1\n".utf8)))
        XCTAssertEqual(FileReader.prefix(3, of: folder + "/a.swift"), .success(Array("let".utf8)))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.swift"))
        XCTAssertEqual(try contents(folder + "/empty.swift"), .success([]))
    }

    func testAFifoIsRefusedWithoutBlocking() throws {
        try HostileFiles.fifo(at: folder + "/project.pbxproj")
        XCTAssertEqual(try contents(folder + "/project.pbxproj"), .failure(.notRegularFile))
        XCTAssertEqual(
            FileReadFailure.notRegularFile.message, "is not a regular file (a folder, FIFO, socket or device); skipped")
        // A look at its first bytes does not block either.
        let path = folder + "/project.pbxproj"
        XCTAssertEqual(HostileFiles.finishes { FileReader.prefix(512, of: path) }, .failure(.notRegularFile))
    }

    func testALinkToADeviceIsRefused() throws {
        try HostileFiles.link(at: folder + "/Podfile", to: "/dev/zero")
        XCTAssertEqual(try contents(folder + "/Podfile"), .failure(.notRegularFile))
        XCTAssertEqual(try contents("/dev/zero"), .failure(.notRegularFile))
    }

    func testAFolderIsRefused() throws {
        try FileManager.default.createDirectory(atPath: folder + "/Package.swift", withIntermediateDirectories: true)
        XCTAssertEqual(try contents(folder + "/Package.swift"), .failure(.notRegularFile))
    }

    func testASparseGigabyteIsRefusedFromItsSize() throws {
        try HostileFiles.sparseFile(at: folder + "/Big.podspec")
        XCTAssertEqual(try contents(folder + "/Big.podspec"), .failure(.tooLarge(1 << 30)))
        XCTAssertEqual(FileReadFailure.tooLarge(1 << 30).message, "is 1073741824 bytes, over the 67108864-byte limit; skipped")
        // Its first bytes may still be looked at.
        XCTAssertEqual(FileReader.prefix(4, of: folder + "/Big.podspec"), .success([0, 0, 0, 0]))
    }

    func testAFileAtTheLimitIsReadAndOneByteMoreIsNot() throws {
        try HostileFiles.sparseFile(at: folder + "/limit.swift", size: FileReader.maxFileBytes)
        XCTAssertEqual(try contents(folder + "/limit.swift").map(\.count), .success(FileReader.maxFileBytes))
        try HostileFiles.sparseFile(at: folder + "/over.swift", size: FileReader.maxFileBytes + 1)
        XCTAssertEqual(try contents(folder + "/over.swift"), .failure(.tooLarge(FileReader.maxFileBytes + 1)))
    }

    func testAFileThatSaysItIsEmptyIsReadToItsEnd() throws {
        // `/proc` files say they hold nothing, and hold something: read to their end, never past the limit.
        try XCTSkipUnless(HostileFiles.hasProc, "no /proc here")
        let status = try contents("/proc/self/status").get()
        XCTAssertTrue(String(decoding: status, as: UTF8.self).contains("Name:"))
    }

    func testAMissingFileSaysWhy() throws {
        guard case .failure(.cannotOpen(let reason)) = try contents(folder + "/missing.swift") else {
            return XCTFail("a missing file was read")
        }
        XCTAssertFalse(reason.isEmpty)
    }

    func testOneReaderReadsManyFiles() throws {
        try Data(String(repeating: "x", count: 1000).utf8).write(to: URL(fileURLWithPath: folder + "/long.swift"))
        try Data("short".utf8).write(to: URL(fileURLWithPath: folder + "/short.swift"))
        var reader = FileReader()
        XCTAssertEqual(reader.withContents(of: folder + "/long.swift") { $0.count }, .success(1000))
        XCTAssertEqual(reader.withContents(of: folder + "/short.swift") { Array($0) }, .success(Array("short".utf8)))
    }
}
