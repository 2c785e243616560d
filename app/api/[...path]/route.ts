// Any /api/ path without a route of its own: a JSON 404, not the app's HTML shell.
function notFound() {
  return Response.json(
    { message: "There is no API endpoint at this address. Check the URL." },
    { status: 404 },
  );
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
