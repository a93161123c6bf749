// Every browser test file starts from a browser that remembers nothing: test files share one origin,
// so a session (or a sign-in's language) one file stored in Web Storage would otherwise reach the next
// (a signed-out visit to /app then found a session and never went to login).
localStorage.clear();
sessionStorage.clear();
