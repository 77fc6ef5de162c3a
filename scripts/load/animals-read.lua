-- wrk script: every request is the categories query, the book's first curl request.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"query":[{"categories":{}}]}'
