window.strataErrors = [];
window.addEventListener("error", function (event) { window.strataErrors.push(String(event.message)); });
(function () {
  const original = console.error;
  console.error = function () { window.strataErrors.push(Array.from(arguments).join(" ")); original.apply(console, arguments); };
})();
