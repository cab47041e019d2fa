import StrataKit
import XCTest

final class UnifiedDiffTests: XCTestCase {
    /// Two edits far apart in a file too large for the subsequence table (a `project.pbxproj` of 5,000 lines) still make
    /// two small hunks: the lines found once in each text anchor the middle.
    func testSpreadEditsOfALargeFileMakeSmallHunks() {
        let lines = (1...5_000).map { "line \($0)\n" }
        var edited = lines
        edited.insert("new near the top\n", at: 10)
        edited[4_990] = "changed near the end\n"
        edited.remove(at: 2_500)
        let diff = UnifiedDiff.diff(path: "big.txt", original: Array(lines.joined().utf8), edited: Array(edited.joined().utf8))
        XCTAssertEqual(diff, """
            --- a/big.txt
            +++ b/big.txt
            @@ -8,6 +8,7 @@
             line 8
             line 9
             line 10
            +new near the top
             line 11
             line 12
             line 13
            @@ -2497,7 +2498,6 @@
             line 2497
             line 2498
             line 2499
            -line 2500
             line 2501
             line 2502
             line 2503
            @@ -4987,7 +4987,7 @@
             line 4987
             line 4988
             line 4989
            -line 4990
            +changed near the end
             line 4991
             line 4992
             line 4993

            """)
    }
}
