// Generated from Sources/StrataReport/Page/error-capture.js by `swift run strata-dev generate`.
// Do not edit by hand: edit that file and run it again.

extension HTMLPageAssets {
    /// `error-capture.js`: Runs before everything else: records uncaught errors and `console.error` calls for the self-test.
    static let errorCapture = #"""
window.strataErrors = [];
window.addEventListener("error", function (event) { window.strataErrors.push(String(event.message)); });
(function () {
  const original = console.error;
  console.error = function () { window.strataErrors.push(Array.from(arguments).join(" ")); original.apply(console, arguments); };
})();

"""#
}
