DOCS = []
