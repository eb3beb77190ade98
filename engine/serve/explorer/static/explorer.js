/*
 * Strata explorer: search the graph, draw a node's neighbourhood and ancestors, list the passages
 * linked to it, and draw the path the engine walked for a question.
 *
 * Plain JavaScript, no build step. Every request goes to this service's /explorer/api (same
 * origin); cytoscape is served by the service too. State is exposed as window.strataExplorer
 * (the cytoscape instance, what is drawn, the last answer) for the browser tests.
 */
(function () {
  "use strict";

  var BASE = document.body.dataset.base || "/explorer";
  var API = BASE + "/api";
  var LABEL_CHARS = 42;
  var MAX_FIT_ZOOM = 1.25;
  var X_GAP = 175, LAYER_GAP = 120, ROW_GAP = 75, PER_ROW = 10;  // layout spacing, in graph pixels
  var COLORS = {place: "#2f6fb0", spbe: "#7b4fb3", tnea: "#c26a17", community: "#2b8a5e", chunk: "#5f6670"};
  var ROLE_WORDS = {anchor: "anchor", lca: "LCA", scope: "scope", read: "read"};

  function $(id) { return document.getElementById(id); }

  // -- talking to the service ---------------------------------------------------------------

  var busy = 0;
  function setBusy(change) {
    busy += change;
    document.body.dataset.busy = String(busy);
  }

  function status(text, isError) {
    var line = $("status");
    line.textContent = text || "";
    line.classList.toggle("error", !!isError);
  }

  function api(path, options) {
    setBusy(1);
    var request = Object.assign({headers: {"Accept": "application/json"}}, options || {});
    return fetch(API + path, request)
      .then(function (response) {
        return response.json().catch(function () { return null; }).then(function (body) {
          if (!response.ok) {
            throw new Error((body && body.error) || (response.status + " " + response.statusText));
          }
          return body;
        });
      })
      .finally(function () { setBusy(-1); });
  }

  // Node ids hold ":", "/" and spaces: always percent-encoded into the path.
  function nodePath(id, suffix) {
    return "/node/" + encodeURIComponent(id) + (suffix ? "/" + suffix : "");
  }

  function failed(error) {
    status(error.message || String(error), true);
    throw error;
  }

  // -- the graph ----------------------------------------------------------------------------

  var cy = cytoscape({
    container: $("cy"),
    minZoom: 0.15,
    maxZoom: 3,
    style: [
      {selector: "node", style: {
        "label": "data(display)", "font-size": 11, "color": "#1d2126", "text-wrap": "wrap",
        "text-max-width": 150, "text-valign": "bottom", "text-halign": "center", "text-margin-y": 4,
        "text-background-color": "#ffffff", "text-background-opacity": 0.85, "text-background-padding": 1,
        "width": 22, "height": 22, "background-color": "#8a939e", "border-width": 1, "border-color": "#ffffff"}},
      {selector: "node.family-place", style: {"background-color": COLORS.place}},
      {selector: "node.family-spbe", style: {"background-color": COLORS.spbe}},
      {selector: "node.family-tnea", style: {"background-color": COLORS.tnea}},
      {selector: "node.family-community", style: {"background-color": COLORS.community}},
      {selector: "node.chunk", style: {"shape": "round-rectangle", "width": 20, "height": 14,
                                       "background-color": COLORS.chunk, "font-size": 10}},
      {selector: "node.chunk.cited", style: {"background-color": "#1d2126"}},
      {selector: "node.candidate", style: {"border-width": 2, "border-style": "dashed", "border-color": "#6b7480"}},
      {selector: "node.named", style: {"border-width": 2, "border-style": "dashed", "border-color": "#e0a000"}},
      {selector: "node.anchor", style: {"border-width": 4, "border-style": "solid", "border-color": "#e0a000"}},
      {selector: "node.scope", style: {"border-width": 4, "border-style": "solid", "border-color": "#1f9d55"}},
      {selector: "node.read", style: {"border-width": 4, "border-style": "solid", "border-color": "#2b6cb0"}},
      {selector: "node.lca", style: {"border-width": 5, "border-style": "double", "border-color": "#d62839",
                                     "width": 30, "height": 30, "font-weight": "bold"}},
      {selector: "node.focus", style: {"width": 30, "height": 30, "font-weight": "bold"}},
      {selector: "node:selected", style: {"overlay-color": "#1d2126", "overlay-opacity": 0.15, "overlay-padding": 4}},
      {selector: "edge", style: {
        "width": 1.5, "line-color": "#aab2bd", "target-arrow-color": "#aab2bd", "target-arrow-shape": "triangle",
        "arrow-scale": 0.8, "curve-style": "bezier", "label": "data(type)", "font-size": 8, "color": "#6b7480",
        "text-rotation": "autorotate", "text-background-color": "#ffffff", "text-background-opacity": 0.85}},
      {selector: "edge.about", style: {"line-style": "dashed"}},
      {selector: "edge.on-path", style: {"width": 3.5, "line-color": "#e07b00", "target-arrow-color": "#e07b00"}}
    ]
  });

  function shortLabel(text) {
    text = String(text || "");
    return text.length > LABEL_CHARS ? text.slice(0, LABEL_CHARS - 1) + "…" : text;
  }

  function displayLabel(node) {
    var line = shortLabel(node.label || node.id);
    if (node.kind === "chunk") {
      var delta = node.delta === null || node.delta === undefined ? "" : " · δ " + node.delta;
      return "#" + node.rank + " " + line + "\n" + node.relation + delta + (node.cited ? " · cited" : "");
    }
    var badges = (node.roles || []).filter(function (r) { return ROLE_WORDS[r]; })
      .map(function (r) { return ROLE_WORDS[r]; });
    return badges.length ? line + "\n[" + badges.join(" · ") + "]" : line;
  }

  // Add (or update) nodes and edges; an edge is added only when both of its ends are drawn.
  // Edge data keeps the hierarchy's child and parent apart from the stored direction (source ->
  // target) so the layout can put parents above children whichever way an edge is stored.
  function addGraph(nodes, edges) {
    cy.batch(function () {
      (nodes || []).forEach(function (node) {
        var classes = ["family-" + node.family, "kind-" + node.kind].concat(node.roles || []);
        var data = Object.assign({}, node, {display: displayLabel(node)});
        var existing = cy.getElementById(node.id);
        if (existing.nonempty()) {
          var merged = Object.assign({}, existing.data(), data);
          merged.roles = Array.from(new Set((existing.data("roles") || []).concat(node.roles || [])));
          merged.display = displayLabel(merged);
          existing.data(merged);
          classes.forEach(function (c) { existing.addClass(c); });
        } else {
          cy.add({group: "nodes", data: data, classes: classes.join(" ")});
        }
      });
      (edges || []).forEach(function (edge) {
        if (cy.getElementById(edge.id).nonempty()) {
          if (edge.on_path) { cy.getElementById(edge.id).addClass("on-path"); }
          return;
        }
        if (cy.getElementById(edge.source).empty() || cy.getElementById(edge.target).empty()) { return; }
        var classes = [edge.type === "ABOUT" ? "about" : "containment"];
        if (edge.on_path) { classes.push("on-path"); }
        cy.add({group: "edges", classes: classes.join(" "), data: {
          id: edge.id, source: edge.source, target: edge.target, type: edge.type,
          childId: edge.child, parentId: edge.parent, onPath: !!edge.on_path}});
      });
    });
  }

  // Top-down layers, parents above children whichever way an edge is stored: a node's layer is
  // one below its lowest-drawn parent (longest path from a root), so a town inside a county
  // inside a state reads as three steps. Wide layers (a state's 50 children) wrap into rows;
  // within a layer nodes sit under the average position of their parents.
  function layout() {
    if (cy.nodes().empty()) { return; }
    var parentsOf = {}, childrenOf = {}, pending = {}, layer = {};
    cy.nodes().forEach(function (n) { parentsOf[n.id()] = []; childrenOf[n.id()] = []; });
    cy.edges().forEach(function (e) {
      var child = e.data("childId"), parent = e.data("parentId");
      if (parentsOf[child] && childrenOf[parent] && child !== parent) {
        parentsOf[child].push(parent);
        childrenOf[parent].push(child);
      }
    });
    var queue = [];
    Object.keys(parentsOf).forEach(function (id) {
      pending[id] = parentsOf[id].length;
      if (!pending[id]) { layer[id] = 0; queue.push(id); }
    });
    while (queue.length) {  // Kahn's order over the drawn DAG
      var id = queue.shift();
      childrenOf[id].forEach(function (child) {
        layer[child] = Math.max(layer[child] || 0, layer[id] + 1);
        if (--pending[child] === 0) { queue.push(child); }
      });
    }
    Object.keys(parentsOf).forEach(function (id) { if (layer[id] === undefined) { layer[id] = 0; } });  // a cycle

    var layers = [];
    Object.keys(layer).forEach(function (id) { (layers[layer[id]] = layers[layer[id]] || []).push(id); });
    var positions = {}, y = 0;
    layers.forEach(function (ids) {
      if (!ids) { return; }
      var key = {};
      ids.forEach(function (id) {
        var xs = parentsOf[id].map(function (p) { return positions[p] ? positions[p].x : 0; });
        key[id] = xs.length ? xs.reduce(function (a, b) { return a + b; }, 0) / xs.length : 0;
      });
      ids.sort(function (a, b) {
        return key[a] - key[b] || String(cy.getElementById(a).data("label")).localeCompare(cy.getElementById(b).data("label"));
      });
      for (var start = 0; start < ids.length; start += PER_ROW) {
        var row = ids.slice(start, start + PER_ROW);
        row.forEach(function (id, i) { positions[id] = {x: (i - (row.length - 1) / 2) * X_GAP, y: y}; });
        y += ROW_GAP;
      }
      y += LAYER_GAP - ROW_GAP;
    });
    cy.layout({name: "preset", positions: function (node) { return positions[node.id()]; }, fit: false,
               animate: false}).run();
    fit();
  }

  // Fit everything in view, but never blow a handful of nodes up to poster size.
  function fit() {
    cy.fit(undefined, 50);
    if (cy.zoom() > MAX_FIT_ZOOM) {
      cy.zoom(MAX_FIT_ZOOM);
      cy.center();
    }
  }

  function clearGraph() {
    cy.elements().remove();
    $("graph-title").textContent = "Nothing drawn yet: search for a node.";
  }

  function focusNode(id) {
    cy.nodes().removeClass("focus");
    cy.nodes().unselect();
    var node = cy.getElementById(id);
    node.addClass("focus");
    node.select();
  }

  // -- search -------------------------------------------------------------------------------

  var searchTimer = null;
  var searchSeq = 0;

  function search(query) {
    var text = String(query || "").trim();
    var seq = ++searchSeq;
    if (!text) {
      renderResults([], "");
      return Promise.resolve([]);
    }
    return api("/search?q=" + encodeURIComponent(text)).then(function (body) {
      if (seq === searchSeq) { renderResults(body.results, text); }
      return body.results;
    }, failed);
  }

  function renderResults(results, text) {
    var list = $("results");
    list.textContent = "";
    if (text && !results.length) {
      var empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = "Nothing named “" + text + "”.";
      list.appendChild(empty);
    }
    results.forEach(function (result) {
      var item = document.createElement("li");
      var button = document.createElement("button");
      button.type = "button";
      button.dataset.id = result.id;
      var name = document.createElement("span");
      name.className = "name";
      name.textContent = result.label;
      var meta = document.createElement("span");
      meta.className = "meta";
      meta.textContent = [result.kind, result.context, result.id].filter(Boolean).join(" · ");
      button.appendChild(name);
      button.appendChild(meta);
      button.addEventListener("click", function () { openNode(result.id).catch(function () {}); });
      item.appendChild(button);
      list.appendChild(item);
    });
    status(text ? results.length + " result" + (results.length === 1 ? "" : "s") + " for “" + text + "”" : "");
  }

  // -- one node -----------------------------------------------------------------------------

  var current = null;

  // A fresh graph around one node: itself, its parents and (up to 50) children.
  function openNode(id) {
    current = id;
    hideDecision();
    $("answer-panel").hidden = true;
    return api(nodePath(id, "neighbourhood")).then(function (body) {
      clearGraph();
      addGraph(body.nodes, body.edges);
      layout();
      focusNode(id);
      $("graph-title").textContent = "Around " + body.node.label;
      showChildren(body);
      status("Drew " + body.node.label + ": " + body.parents.length + " parent(s), " +
             body.children.length + " of " + body.child_count + " children.");
      return showNode(id).then(function () { return body; });
    }, failed);
  }

  function expandNeighbourhood(id) {
    return api(nodePath(id, "neighbourhood")).then(function (body) {
      addGraph(body.nodes, body.edges);
      layout();
      focusNode(id);
      showChildren(body);
      status("Drew " + body.node.label + ": " + body.parents.length + " parent(s), " +
             body.children.length + " of " + body.child_count + " children.");
      return body;
    }, failed);
  }

  function expandAncestors(id) {
    return api(nodePath(id, "ancestors")).then(function (body) {
      addGraph(body.nodes, body.edges);
      layout();
      focusNode(id);
      status("Ancestors of " + (body.node ? body.node.label : id) + ": " +
             body.ancestors.map(function (a) { return a.label; }).join(" → "));
      return body;
    }, failed);
  }

  function showChildren(body) {
    if (current !== body.node.id && current !== null) { return; }
    var note = body.child_count ? body.children.length + " of " + body.child_count + " children drawn" +
      (body.children_truncated ? " (the first " + body.children.length + ")" : "") : "No children.";
    $("node-children").textContent = note;
    renderRelated(body.related || []);
  }

  // Fill the side panel with a node's properties and its linked passages.
  function showNode(id) {
    current = id;
    $("node-panel").hidden = false;
    return Promise.all([api(nodePath(id)), api(nodePath(id, "chunks"))]).then(function (parts) {
      if (current !== id) { return; }
      var node = parts[0], chunks = parts[1];
      $("node-title").textContent = node.label;
      $("node-id").textContent = node.id;
      var kind = [node.kind].concat(node.labels || []);
      if (node.name_en) { kind.push(node.name_en); }
      if (node.population) { kind.push("population " + node.population.toLocaleString("en-US")); }
      $("node-kind").textContent = kind.join(" · ");
      renderProperties(node.properties || {});
      renderChunks(chunks);
    }, failed);
  }

  function renderProperties(properties) {
    var table = $("node-properties");
    table.textContent = "";
    Object.keys(properties).forEach(function (key) {
      var row = table.insertRow();
      var name = document.createElement("th");
      name.textContent = key;
      row.appendChild(name);
      var value = row.insertCell();
      var v = properties[key];
      value.textContent = Array.isArray(v) ? v.join(", ") : (v === null ? "—" : String(v));
    });
  }

  function renderRelated(related) {
    var list = $("node-related");
    list.textContent = "";
    $("related-box").hidden = !related.length;
    related.forEach(function (item) {
      var li = document.createElement("li");
      var arrow = item.direction === "out" ? item.type + " → " : "← " + item.type + " ";
      li.appendChild(document.createTextNode(arrow + (item.labels || []).join(":") + " "));
      if (item.scope && item.id) {
        var link = document.createElement("button");
        link.type = "button";
        link.className = "linkish";
        link.textContent = item.name;
        link.addEventListener("click", function () { openNode(item.id).catch(function () {}); });
        li.appendChild(link);
      } else {
        li.appendChild(document.createTextNode(item.name));
      }
      list.appendChild(li);
    });
  }

  // A list's one muted line when it has nothing to show.
  function emptyItem(list, text) {
    var none = document.createElement("li");
    none.className = "muted";
    none.textContent = text;
    list.appendChild(none);
  }

  function renderChunks(body) {
    var list = $("node-chunks");
    list.textContent = "";
    $("chunk-count").textContent = "(" + body.chunks.length + (body.truncated ? "+" : "") + ")";
    if (!body.chunks.length) { emptyItem(list, "No passage is linked to this node."); }
    body.chunks.forEach(function (chunk) {
      var li = document.createElement("li");
      li.dataset.chunkId = chunk.chunk_id;
      var cite = document.createElement("span");
      cite.className = "cite";
      cite.textContent = chunk.citation;
      var how = document.createElement("span");
      how.className = "muted";
      how.textContent = (chunk.title ? chunk.title + " · " : "") + "linked by " + chunk.how +
        (chunk.confidence !== null && chunk.confidence !== undefined ? " (" + Number(chunk.confidence).toFixed(2) + ")" : "");
      var text = document.createElement("span");
      text.className = "text";
      text.textContent = chunk.text;
      li.appendChild(cite);
      li.appendChild(how);
      var others = (chunk.candidates || []).filter(function (c) { return c.id !== body.node_id; })
        .map(function (c) { return c.context ? c.label + " (" + c.context + ")" : c.label; });
      var why = linkWhy(chunk.surface, chunk.reason, others);
      if (why) { li.appendChild(why); }
      li.appendChild(text);
      list.appendChild(li);
    });
  }

  // Why a link was made (issue 16): the words it was read from, why this node won, and what else
  // the words could name. Null when the link carries none of it (edges written before they were kept).
  function linkWhy(surface, reason, others) {
    if (!surface && !reason && !(others && others.length)) { return null; }
    var why = document.createElement("span");
    why.className = "why";
    var words = document.createElement("span");
    words.className = "surface";
    words.textContent = surface ? "“" + surface + "”" : "inferred, not read";
    why.appendChild(words);
    if (reason) { why.appendChild(document.createTextNode(": " + reason)); }
    if (others && others.length) {
      var rest = document.createElement("span");
      rest.className = "others";
      rest.textContent = " · other candidates: " + others.join("; ");
      why.appendChild(rest);
    }
    return why;
  }

  // -- a question ---------------------------------------------------------------------------

  var lastAnswer = null;

  function ask(question) {
    var text = String(question || "").trim();
    if (!text) { return Promise.resolve(null); }
    status("Asking…");
    $("ask-button").disabled = true;
    return api("/ask", {method: "POST", headers: {"Content-Type": "application/json", "Accept": "application/json"},
                        body: JSON.stringify({question: text})})
      .then(function (answer) {
        lastAnswer = answer;
        window.strataExplorer.lastAnswer = answer;
        clearGraph();
        addGraph(answer.path.nodes, answer.path.edges);
        layout();
        $("graph-title").textContent = "Path walked for: " + answer.question;
        showDecision(answer.decision, answer.explanation, answer);
        renderAnswer(answer);
        var took = "Answered in " + Math.round(answer.timings.total || 0) + " ms; ";
        status(answer.path.steps.length || !answer.path.reads.nodes.length
          ? took + answer.path.steps.length + " passage(s) judged, " + answer.path.candidates.length + " candidate node(s)."
          : took + "from the graph: " + answer.path.reads.nodes.length + " node(s) read.");
        return answer;
      }, function (error) {
        showDecision("error", error.message || String(error), null);
        failed(error);
      })
      .finally(function () { $("ask-button").disabled = false; });
  }

  function showDecision(decision, explanation, answer) {
    var banner = $("decision");
    banner.hidden = false;
    banner.dataset.decision = decision;
    $("decision-word").textContent = decision;
    var extra = answer ? " (relation: " + answer.relation + ", route: " + answer.route + ")" : "";
    $("decision-explanation").textContent = (explanation || "") + extra;
  }

  function hideDecision() {
    var banner = $("decision");
    banner.hidden = true;
    banner.dataset.decision = "";
  }

  function nodeName(id) {
    if (!id) { return "—"; }
    var node = cy.getElementById(id);
    return node.nonempty() ? node.data("label") : id;
  }

  function nodeButton(id, label) {
    if (!id) { return document.createTextNode("—"); }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "linkish";
    button.textContent = label || nodeName(id);
    button.title = id;
    button.addEventListener("click", function () {
      focusNode(id);
      showNode(id).catch(function () {});
    });
    return button;
  }

  function renderAnswer(answer) {
    $("answer-panel").hidden = false;
    $("node-panel").hidden = true;
    current = null;
    $("answer-meta").textContent = [answer.decision, "relation " + answer.relation, "route " + answer.route,
                                    answer.generated_by].join(" · ");
    $("answer-text").textContent = answer.answer;

    var citations = $("answer-citations");
    citations.textContent = "";
    if (!answer.citations.length) { emptyItem(citations, "No citation."); }
    answer.citations.forEach(function (c) {
      var li = document.createElement("li");
      var where = [c.doc_id];
      if (c.page !== null && c.page !== undefined) { where.push("p. " + c.page); }
      if (c.header_path) { where.push("§ " + c.header_path); }
      if (c.row) { where.push(c.row); }
      li.textContent = where.join(", ") + (c.node_ids && c.node_ids.length ? " — about " + c.node_ids.map(nodeName).join(", ") : "");
      citations.appendChild(li);
    });

    renderLinks(answer);
    $("answer-anchors").textContent = "Walk candidates: " +
      (answer.path.candidates.map(nodeName).join(", ") || "none") + ".";
    renderReads(answer.path.reads);

    var body = $("answer-steps").tBodies[0];
    body.textContent = "";
    answer.path.steps.forEach(function (step) {
      var row = body.insertRow();
      row.dataset.chunkId = step.chunk_id;
      if (step.cited) { row.className = "cited"; }
      row.insertCell().textContent = String(step.rank);
      row.insertCell().textContent = step.citation + (step.cited ? " (cited)" : "");
      // δ = i_q + i_t: hops from the anchor up to the LCA, plus hops from the passage's scope up to it
      var delta = step.delta === null ? "δ —" : "δ " + step.delta;
      if (step.i_q !== null && step.i_t !== null && step.delta !== null) {
        delta += " = " + step.i_q + " + " + step.i_t;
      }
      var relation = row.insertCell();
      relation.className = "nowrap";
      relation.appendChild(document.createTextNode(step.relation));
      relation.appendChild(document.createElement("br"));
      relation.appendChild(document.createTextNode(delta));
      row.insertCell().appendChild(nodeButton(step.scope_node));
      row.insertCell().appendChild(nodeButton(step.lca));
    });
  }

  // A graph answer: the Cypher statements it ran and the nodes it read (drawn with a blue ring, joined to
  // the anchors by the thick path edges).
  function renderReads(reads) {
    var box = $("answer-reads");
    box.textContent = "";
    box.hidden = !reads.nodes.length;
    if (!reads.nodes.length) { return; }
    box.appendChild(document.createTextNode("Read from the graph" +
      (reads.statements.length ? " by " + reads.statements.join(", ") : "") + ": "));
    reads.nodes.forEach(function (id, i) {
      if (i) { box.appendChild(document.createTextNode(", ")); }
      box.appendChild(nodeButton(id));
    });
    box.appendChild(document.createTextNode("."));
  }

  // Each node the question names: the words, the node, how and how sure, why it won and the other
  // candidates, named (a place with its county and state), from the Answer's scope.
  function renderLinks(answer) {
    var list = $("answer-links");
    list.textContent = "";
    var used = answer.path.anchors;
    if (!answer.scope.length) { emptyItem(list, "The question names no node of the graph."); }
    answer.scope.forEach(function (a) {
      var names = {};
      (a.candidates || []).forEach(function (id, i) { names[id] = (a.candidate_names || [])[i] || id; });
      var li = document.createElement("li");
      li.dataset.nodeId = a.id;
      li.appendChild(nodeButton(a.id, names[a.id] || a.name || a.id));
      var how = document.createElement("span");
      how.className = "muted";
      how.textContent = " (" + a.kind + ", " + a.how + " " + Number(a.confidence).toFixed(2) +
        (used.indexOf(a.id) >= 0 ? ", walked from" : "") + ")";
      li.appendChild(how);
      var others = (a.candidates || []).filter(function (id) { return id !== a.id; })
        .map(function (id) { return names[id] + (used.indexOf(id) >= 0 ? " (walked from)" : ""); });
      li.appendChild(linkWhy(a.surface, a.reason, others) || document.createElement("span"));
      list.appendChild(li);
    });
  }

  // -- wiring -------------------------------------------------------------------------------

  cy.on("tap", "node", function (event) {
    var node = event.target;
    if (node.data("kind") === "chunk") {
      var row = document.querySelector("#answer-steps tr[data-chunk-id='" + node.data("chunk_id") + "']");
      if (row) { row.scrollIntoView({block: "nearest"}); }
      $("answer-panel").hidden = false;
      return;
    }
    focusNode(node.id());
    showNode(node.id()).catch(function () {});
  });

  cy.on("dbltap", "node", function (event) {
    if (event.target.data("kind") !== "chunk") { expandNeighbourhood(event.target.id()).catch(function () {}); }
  });

  $("search-form").addEventListener("submit", function (event) {
    event.preventDefault();
    clearTimeout(searchTimer);
    search($("search-input").value).catch(function () {});
  });
  $("search-input").addEventListener("input", function () {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(function () { search($("search-input").value).catch(function () {}); }, 250);
  });
  $("ask-form").addEventListener("submit", function (event) {
    event.preventDefault();
    ask($("ask-input").value).catch(function () {});
  });
  $("ask-input").addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      ask($("ask-input").value).catch(function () {});
    }
  });
  $("expand-ancestors").addEventListener("click", function () {
    if (current) { expandAncestors(current).catch(function () {}); }
  });
  $("expand-neighbourhood").addEventListener("click", function () {
    if (current) { expandNeighbourhood(current).catch(function () {}); }
  });
  $("fit-button").addEventListener("click", fit);
  $("clear-button").addEventListener("click", function () {
    clearGraph();
    hideDecision();
  });

  // For tests and the browser console: what is drawn, by id and label, not by pixels.
  window.strataExplorer = {
    cy: cy,
    search: search,
    openNode: openNode,
    expandAncestors: expandAncestors,
    expandNeighbourhood: expandNeighbourhood,
    ask: ask,
    lastAnswer: null,
    current: function () { return current; },
    busy: function () { return busy; },
    drawnNodes: function () {
      return cy.nodes().map(function (n) {
        return {id: n.id(), label: n.data("label"), kind: n.data("kind"), roles: n.data("roles") || [],
                classes: n.classes()};
      });
    },
    drawnEdges: function () {
      return cy.edges().map(function (e) {
        return {source: e.data("source"), target: e.data("target"), type: e.data("type"),
                child: e.data("childId"), parent: e.data("parentId"), onPath: e.data("onPath")};
      });
    }
  };
  document.body.dataset.ready = "1";
})();
