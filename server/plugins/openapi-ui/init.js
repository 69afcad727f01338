// Starts Swagger UI on /doc.html (a file, not inline, so a strict Content-Security-Policy holds).
// Calls made with "Try it out" carry the back-office login of this browser, when there is one.
window.addEventListener('load', function () {
  var token = localStorage.getItem('access_token') || sessionStorage.getItem('access_token');
  window.ui = window.SwaggerUIBundle({
    url: '/doc.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'none',
    requestInterceptor: function (request) {
      if (token && !request.headers.Authorization) request.headers.Authorization = token;
      return request;
    },
  });
});
